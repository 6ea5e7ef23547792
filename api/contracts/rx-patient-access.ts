/**
 * Patient access (pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6 "Other-adult / caregiver
 * access", §7.3 GET customer/relationships, PUT customer/relationship). Paths are RX_SECURITY_PATHS of
 * ./rx-security.ts; the sandbox validates with these same schemas.
 */
import * as z from 'zod/mini';
import { patientNumberSchema } from './rx';

/** §3 "requestStatus (PENDING, APPROVED, CANCELLED, REVOKED, EXPIRED)". */
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'CANCELLED', 'REVOKED', 'EXPIRED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** §3 "requestType (MANAGE, ACCESS)". */
export const REQUEST_TYPES = ['MANAGE', 'ACCESS'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** §4 "Relationship requests: CANCELLED, APPROVED (grant), DENIED (decline), REVOKED (remove)". */
export const RELATIONSHIP_UPDATE_STATUSES = ['APPROVED', 'DENIED', 'REVOKED', 'CANCELLED'] as const;
export type RelationshipUpdateStatus = (typeof RELATIONSHIP_UPDATE_STATUSES)[number];

/** The other adult's relation in an update (§3 "relationshipType (other-adult)"). */
export const OTHER_ADULT_RELATIONSHIPS = ['CAREGIVER', 'MANAGED_ADULT'] as const;
export type OtherAdultRelationship = (typeof OTHER_ADULT_RELATIONSHIPS)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One entry of §3 "Relationships". Dates are YYYY-MM-DD. */
export const relationshipSchema = z.object({
  accessExpiryDate: z.nullable(isoDate),
  accessGrantedDate: z.nullable(isoDate),
  accessRequestedDate: z.nullable(isoDate),
  /** The other adult's customer id (the caregiver's, or the customer's own for the people they manage). */
  customerId: z.string(),
  name: z.string(),
  patientNumber: z.string(),
  requestStatus: z.enum(REQUEST_STATUSES),
  requestType: z.enum(REQUEST_TYPES),
  /** The patient a request waiting for the customer is about, when it is not their own (a child or pet they look
   *  after: docs/choices.md "Linking a patient someone else looks after"). */
  patientName: z.optional(z.string()),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** GET customer/relationships */
export const relationshipsResponseSchema = z.object({
  /** The customer's own patient (SELF), or null. */
  primaryPatient: z.nullable(z.object({ patientNumber: z.string(), name: z.string() })),
  /** Requests from other adults to act for the primary patient, waiting for the customer's decision. */
  pendingRequests: z.array(relationshipSchema),
  relationships: z.object({
    /** Adults who may act for the customer's own patient (and those whose access ended). */
    caregivers: z.array(relationshipSchema),
    /** Adults the customer acts for, or asked to. */
    managedAdults: z.array(relationshipSchema),
    children: z.array(relationshipSchema),
    pets: z.array(relationshipSchema),
  }),
  /** §6 "A customer with a caregiver-type relation but no self record gets a special flag". */
  caregiverWithoutSelf: z.boolean(),
});
export type RelationshipsResponse = z.infer<typeof relationshipsResponseSchema>;

/** PUT customer/relationship: §3 "Update payload: patientNumber, customerId, relationshipRequestStatus,
 *  relationshipType (other-adult), accessExpiryDate". An APPROVED update of an approved access sets its expiry. */
export const relationshipUpdateSchema = z.object({
  patientNumber: patientNumberSchema,
  customerId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  relationshipRequestStatus: z.enum(RELATIONSHIP_UPDATE_STATUSES),
  relationshipType: z.enum(OTHER_ADULT_RELATIONSHIPS),
  accessExpiryDate: z.optional(z.nullable(isoDate)),
});
export type RelationshipUpdate = z.infer<typeof relationshipUpdateSchema>;

/** Answer of PUT customer/relationship: the entry as it is now (null once declined: it is no longer listed). */
export const relationshipUpdateResponseSchema = z.object({ relationship: z.nullable(relationshipSchema) });
