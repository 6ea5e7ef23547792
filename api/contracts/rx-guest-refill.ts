/**
 * Guest refill / easy fill (pharmacy-portal.md §2.1 /rx/guest-refill, §3 "Guest refill", §4 "Guest easy fill",
 * §7.2): validate each prescription by rx number at the pharmacy whose phone is on the label (the phone travels in
 * a header), then order the valid, refillable ones for pickup. No sign-in. What a guest learns is only whether the
 * number is valid and refillable there: no drug, no patient.
 */
import * as z from 'zod/mini';
import { GUEST_PHONE_HEADER, RX_ANONYMOUS_PATHS } from './rx-anonymous';
import { RX_NUMBER_PATTERN } from './rx-rules';

export { GUEST_PHONE_HEADER, RX_ANONYMOUS_PATHS };

/** §4 "valid and refillable, valid but not refillable, or invalid". */
export const GUEST_VALIDATION_STATUSES = ['VALID_REFILLABLE', 'VALID_NOT_REFILLABLE', 'INVALID'] as const;
export type GuestValidationStatus = (typeof GUEST_VALIDATION_STATUSES)[number];

const rxNumber = z.string().check(z.regex(RX_NUMBER_PATTERN));
const facilityId = z.string().check(z.regex(/^\d{1,12}$/));
export const guestPhoneSchema = z.string().check(z.regex(/^\d{10}$/));

/** GET /guest-refill/validate-prescriptions-full (phone header). */
export const validatePrescriptionQuerySchema = z.object({ facilityId, rxNumber });
export type ValidatePrescriptionQuery = z.infer<typeof validatePrescriptionQuerySchema>;

export const validatePrescriptionResponseSchema = z.object({
  rxNumber: z.string(),
  facilityId: z.string(),
  status: z.enum(GUEST_VALIDATION_STATUSES),
  /** The record to order: only when valid and refillable. */
  rxRecordNumber: z.nullable(z.string()),
});
export type PrescriptionValidation = z.infer<typeof validatePrescriptionResponseSchema>;

/** POST /guest-refill/order (§3 "rxRecords, facilityId, pickupTime, contactPhone"). */
export const guestRefillOrderSchema = z.object({
  rxRecords: z
    .array(z.object({ rxNumber, rxRecordNumber: z.string().check(z.minLength(1), z.maxLength(16)) }))
    .check(z.minLength(1), z.maxLength(5)),
  facilityId,
  /** ISO 8601 with a time zone (2026-11-24T19:00:00.000Z). */
  pickupTime: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
    z.refine((v) => !Number.isNaN(Date.parse(v))),
  ),
  contactPhone: guestPhoneSchema,
});
export type GuestRefillOrder = z.infer<typeof guestRefillOrderSchema>;

/** §3 "Response: facility, contactPhone, rxNumbers, pickupTime, status, statusDesc, retryCount, retryDesc". */
export const guestRefillOrderResponseSchema = z.object({
  orderId: z.string(),
  facility: z.object({
    facilityId: z.string(),
    vanityName: z.string(),
    phone: z.string(),
    address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  }),
  contactPhone: z.string(),
  rxNumbers: z.array(z.string()),
  pickupTime: z.string(),
  status: z.enum(['SUBMITTED']),
  statusDesc: z.string(),
  retryCount: z.number(),
  retryDesc: z.nullable(z.string()),
});
export type GuestRefillOrderResult = z.infer<typeof guestRefillOrderResponseSchema>;
