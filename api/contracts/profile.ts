/** Customer profile service (account-signin.md §3 "Raw profile fields read", §7 GET .../profile). */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const PROFILE_PATHS = {
  /** Full profile projection. */
  profile: `${BASE_PATHS.profile}/profile`,
} as const;

export const profileQuerySchema = z.object({ projections: z.optional(z.literal('customerProfile.full')) });

const phoneSchema = z.object({
  type: z.string(),
  number: z.object({ original: z.string() }),
  verified: z.optional(z.nullable(z.object({ value: z.string(), timezone: z.optional(z.string()) }))),
});

const addressSchema = z.object({
  type: z.string(),
  address: z.object({
    addressLines: z.array(z.string()),
    cityTown: z.string(),
    countryCode: z.string(),
    stateProvince: z.string(),
    postalCode: z.string(),
  }),
});

const emailSchema = z.object({
  address: z.string(),
  isVerified: z.boolean(),
  /** When the address was verified; absent while unverified. */
  verified: z.optional(z.nullable(z.object({ value: z.string(), timezone: z.optional(z.string()) }))),
});

const bannerDetailSchema = z.object({
  banner: z.string(),
  preferredStoreNumber: z.nullable(z.string()),
  preferredStoreDivisionNumber: z.nullable(z.string()),
  communityRewardsEnabled: z.optional(z.boolean()),
});

/** The raw profile as the service sends it (only the fields the spec reads are required). */
export const rawProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  loyaltyCardNumber: z.optional(z.nullable(z.string())),
  created: z.object({ value: z.string(), timezone: z.optional(z.string()) }),
  contactInfo: z.object({
    phones: z.array(phoneSchema),
    addresses: z.array(addressSchema),
    emails: z.array(emailSchema),
  }),
  bannerSpecificDetails: z.optional(z.array(bannerDetailSchema)),
  relevantAdsOptIn: z.optional(z.boolean()),
});
export type RawProfile = z.infer<typeof rawProfileSchema>;
export type RawPhone = z.infer<typeof phoneSchema>;
export type RawAddress = z.infer<typeof addressSchema>;
export type RawEmail = z.infer<typeof emailSchema>;

export const profileResponseSchema = z.object({ data: z.object({ customerProfile: rawProfileSchema }) });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
