/** Customer profile mapping and failure reporting (account-signin.md §3 "Customer profile", §8 "Profile failure"). */
import type { ApiError } from '../../api/contracts/common';
import type { RawProfile } from '../../api/contracts/profile';
import { formatDisplayDate } from '../dates';

export interface ProfileAddress {
  addressLine1: string;
  addressLine2: string;
  city: string;
  countryCode: string;
  stateCode: string;
  zip: string;
}

export interface BannerSpecificDetail {
  banner: string;
  preferredStoreNumber: string | null;
  preferredStoreDivisionNumber: string | null;
  communityRewardsEnabled?: boolean;
}

export interface CustomerProfile {
  userId: string;
  firstName: string;
  lastName: string;
  emailAddress: string | null;
  loyaltyCardNumber: string | null;
  mobilePhoneNumber: string | null;
  homePhoneNumber: string | null;
  dateCreated: string | null;
  dateRegistrationConfirmed: string | null;
  isEmailConfirmed: boolean;
  address: ProfileAddress | null;
  dateMobilePhoneVerified: string | null;
  bannerSpecificDetails: BannerSpecificDetail[];
  relevantAdsOptIn?: boolean;
}

export const PHONE_TYPES = { mobile: 'MOBILE', home: 'HOME' } as const;
export const HOME_ADDRESS_TYPE = 'HOME';

/** §3: maps the raw profile of the profile call, exactly as the spec lists the fields. */
export function mapProfile(raw: RawProfile): CustomerProfile {
  const { phones, emails, addresses } = raw.contactInfo;
  const mobile = phones.find((p) => p.type === PHONE_TYPES.mobile);
  const home = phones.find((p) => p.type === PHONE_TYPES.home);
  const firstVerifiedEmail = emails.find((e) => e.isVerified);
  const homeAddress = addresses.find((a) => a.type === HOME_ADDRESS_TYPE);
  const dateOf = (stamp: { value: string; timezone?: string | undefined } | null | undefined) =>
    stamp ? formatDisplayDate(stamp.value, stamp.timezone) : null;

  return {
    userId: `{${raw.id}}`,
    firstName: raw.firstName,
    lastName: raw.lastName,
    emailAddress: emails[0]?.address ?? null,
    loyaltyCardNumber: raw.loyaltyCardNumber ?? null,
    mobilePhoneNumber: mobile?.number.original ?? null,
    homePhoneNumber: home?.number.original ?? null,
    dateCreated: dateOf(raw.created),
    dateRegistrationConfirmed: dateOf(firstVerifiedEmail?.verified),
    isEmailConfirmed: firstVerifiedEmail !== undefined,
    address: homeAddress
      ? {
          addressLine1: homeAddress.address.addressLines[0] ?? '',
          addressLine2: homeAddress.address.addressLines[1] ?? '',
          city: homeAddress.address.cityTown,
          countryCode: homeAddress.address.countryCode,
          stateCode: homeAddress.address.stateProvince,
          zip: homeAddress.address.postalCode,
        }
      : null,
    dateMobilePhoneVerified: dateOf(mobile?.verified),
    bannerSpecificDetails: (raw.bannerSpecificDetails ?? []).map((d) => ({
      banner: d.banner,
      preferredStoreNumber: d.preferredStoreNumber,
      preferredStoreDivisionNumber: d.preferredStoreDivisionNumber,
      ...(d.communityRewardsEnabled === undefined
        ? {}
        : { communityRewardsEnabled: d.communityRewardsEnabled }),
    })),
    ...(raw.relevantAdsOptIn === undefined ? {} : { relevantAdsOptIn: raw.relevantAdsOptIn }),
  };
}

/** §8: how a profile failure is reported (to the log and analytics; no personal data). */
export type ProfileFailure =
  | { kind: 'networkConnection'; endpoint: string }
  | { kind: 'customerFacing'; endpoint: string; statusCode: number };

/** §8: "if the reason contains 'network error' it is reported as a network connection error". */
export function classifyProfileFailure(error: ApiError): ProfileFailure {
  if (error.kind === 'network' || error.message.toLowerCase().includes('network error')) {
    return { kind: 'networkConnection', endpoint: error.endpoint };
  }
  return { kind: 'customerFacing', endpoint: error.endpoint, statusCode: error.status };
}

/** Shopper-facing texts for a failed profile load. The spec gives none ("not shown"); chosen once here. */
export const PROFILE_MESSAGES = {
  networkConnection: 'We could not reach our servers. Check your internet connection and try again.',
  customerFacing: 'We could not load your profile right now. Please try again.',
  loading: 'Loading your profile…',
} as const;

export function profileFailureMessage(failure: ProfileFailure): string {
  return PROFILE_MESSAGES[failure.kind];
}

/** Labels of the Personal Information page (the spec names the fields, not their labels; chosen once here). */
export const PROFILE_LABELS = {
  title: 'Personal Information',
  retry: 'Retry',
  name: 'Name',
  email: 'Email',
  emailStatus: 'Email status',
  confirmedOn: 'Confirmed on',
  notConfirmed: 'Not confirmed',
  mobilePhone: 'Mobile phone',
  homePhone: 'Home phone',
  loyaltyCard: 'Loyalty card',
  memberSince: 'Member since',
  homeAddress: 'Home address',
  preferredStores: 'Preferred stores',
  /** While the store's name and address are read from the store directory. */
  storeLoading: 'Loading store details…',
  /** A store the directory does not know (or could not be read): its number, never the division's. */
  storeNumber: (storeNumber: string) => `Store ${storeNumber}`,
  notProvided: 'Not provided',
} as const;

/**
 * The directory id of a preferred store (chosen, docs/choices.md: division and store number together, as the store
 * pages' addresses carry them), or null when the profile names no store.
 */
export function preferredStoreFacilityId(
  d: Pick<BannerSpecificDetail, 'preferredStoreNumber' | 'preferredStoreDivisionNumber'>,
): string | null {
  if (!d.preferredStoreNumber || !d.preferredStoreDivisionNumber) return null;
  return `${d.preferredStoreDivisionNumber}${d.preferredStoreNumber}`;
}
