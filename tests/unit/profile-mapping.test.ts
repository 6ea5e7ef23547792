// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiError } from '../../api/contracts/common';
import {
  classifyProfileFailure,
  mapProfile,
  preferredStoreFacilityId,
  profileFailureMessage,
  PROFILE_MESSAGES,
} from '../../domain/account/profile';
import { formatDisplayDate } from '../../domain/dates';
import { fullProfile, sparseProfile } from '../fixtures/profiles';

describe('mapProfile (account-signin.md §3)', () => {
  it('maps a full profile exactly as the spec lists the fields', () => {
    expect(mapProfile(fullProfile)).toEqual({
      userId: '{6f1c2a9e-3b7d-4e0a-9c51-2d8f7b6a4e10}',
      firstName: 'Dana',
      lastName: 'Whitfield',
      emailAddress: 'dana.w@example.com', // the first email, verified or not
      loyaltyCardNumber: '4011223344556',
      mobilePhoneNumber: '513.555.0199', // original form of the MOBILE phone
      homePhoneNumber: '(513) 555-0148',
      dateCreated: '03/14/2019', // 04:30 UTC on the 15th is still the 14th in Chicago
      dateRegistrationConfirmed: '03/16/2019', // from the first verified email
      isEmailConfirmed: true,
      address: {
        addressLine1: '1014 Vine St',
        addressLine2: 'Apt 3B',
        city: 'Cincinnati',
        countryCode: 'US',
        stateCode: 'OH',
        zip: '45202',
      },
      dateMobilePhoneVerified: '06/01/2020',
      bannerSpecificDetails: [
        {
          banner: 'freshway',
          preferredStoreNumber: '00412',
          preferredStoreDivisionNumber: '014',
          communityRewardsEnabled: true,
        },
        { banner: 'harborfoods', preferredStoreNumber: null, preferredStoreDivisionNumber: null },
      ],
      relevantAdsOptIn: false,
    });
  });

  it('handles missing phones, no verified email and no home address', () => {
    const mapped = mapProfile(sparseProfile);
    expect(mapped.mobilePhoneNumber).toBeNull();
    expect(mapped.homePhoneNumber).toBeNull();
    expect(mapped.dateMobilePhoneVerified).toBeNull();
    expect(mapped.isEmailConfirmed).toBe(false);
    expect(mapped.dateRegistrationConfirmed).toBeNull();
    expect(mapped.address).toBeNull(); // a BILLING address is not the home address
    expect(mapped.emailAddress).toBe('sam.okafor@example.com');
    expect(mapped.bannerSpecificDetails).toEqual([]);
    expect(mapped).not.toHaveProperty('relevantAdsOptIn');
    expect(mapped.loyaltyCardNumber).toBeNull();
    // No time zone: the instant's own offset decides the UTC calendar day.
    expect(mapped.dateCreated).toBe('01/01/2025');
  });

  it('takes the HOME phone as the home phone even when another phone comes first', () => {
    const raw = structuredClone(fullProfile);
    raw.contactInfo.phones.reverse(); // the MOBILE phone first, the HOME phone second
    expect(raw.contactInfo.phones[0]?.type).toBe('MOBILE');
    const mapped = mapProfile(raw);
    expect(mapped.homePhoneNumber).toBe('(513) 555-0148');
    expect(mapped.mobilePhoneNumber).toBe('513.555.0199');
  });

  it('a profile without any email has no email address (not an error)', () => {
    const raw = structuredClone(sparseProfile);
    raw.contactInfo.emails = [];
    const mapped = mapProfile(raw);
    expect(mapped.emailAddress).toBeNull();
    expect(mapped.isEmailConfirmed).toBe(false);
  });

  it('a banner entry without communityRewardsEnabled has no such key (not one set to undefined)', () => {
    const [, harbor] = mapProfile(fullProfile).bannerSpecificDetails;
    expect(harbor).toBeDefined();
    expect(Object.keys(harbor!)).toEqual(['banner', 'preferredStoreNumber', 'preferredStoreDivisionNumber']);
  });

  it('takes the first HOME address among several and the first MOBILE phone among several', () => {
    const raw = structuredClone(fullProfile);
    raw.contactInfo.addresses.push({
      type: 'HOME',
      address: {
        addressLines: ['2 Second Home Rd'],
        cityTown: 'Lexington',
        countryCode: 'US',
        stateProvince: 'KY',
        postalCode: '40507',
      },
    });
    raw.contactInfo.phones.push({ type: 'MOBILE', number: { original: '+1 859 555 0100' } });
    const mapped = mapProfile(raw);
    expect(mapped.address?.addressLine1).toBe('1014 Vine St');
    expect(mapped.address?.addressLine2).toBe('Apt 3B');
    expect(mapped.mobilePhoneNumber).toBe('513.555.0199');
  });

  it('uses an empty second line for a one-line home address', () => {
    const raw = structuredClone(fullProfile);
    raw.contactInfo.addresses = [
      {
        type: 'HOME',
        address: {
          addressLines: ['5 Elm St'],
          cityTown: 'Akron',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '44308',
        },
      },
    ];
    expect(mapProfile(raw).address).toEqual({
      addressLine1: '5 Elm St',
      addressLine2: '',
      city: 'Akron',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '44308',
    });
  });

  it('takes the verification date of the first verified email, not of the first email', () => {
    const raw = structuredClone(fullProfile);
    raw.contactInfo.emails.push({
      address: 'third@example.com',
      isVerified: true,
      verified: { value: '2023-01-01T12:00:00Z' },
    });
    expect(mapProfile(raw).dateRegistrationConfirmed).toBe('03/16/2019');
  });
});

describe('formatDisplayDate', () => {
  it('formats MM/DD/YYYY in the given zone and tolerates bad input', () => {
    expect(formatDisplayDate('2021-07-04T02:00:00Z', 'America/Los_Angeles')).toBe('07/03/2021');
    expect(formatDisplayDate('2021-07-04T02:00:00Z')).toBe('07/04/2021');
    expect(formatDisplayDate('not a date')).toBeNull();
    expect(formatDisplayDate('2021-07-04T02:00:00Z', 'Not/AZone')).toBe('07/04/2021');
  });
});

describe('profile failure reporting (§8)', () => {
  it('reports a network error as a network connection error', () => {
    const failure = classifyProfileFailure(
      apiError({
        kind: 'network',
        endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
        status: 0,
        message: 'Network Error',
      }),
    );
    expect(failure).toEqual({
      kind: 'networkConnection',
      endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
    });
    expect(profileFailureMessage(failure)).toBe(PROFILE_MESSAGES.networkConnection);
  });
  it('reports anything else as a customer-facing error with endpoint and status code', () => {
    const failure = classifyProfileFailure(
      apiError({
        kind: 'http',
        endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
        status: 503,
        message: 'HTTP 503',
      }),
    );
    expect(failure).toEqual({
      kind: 'customerFacing',
      endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
      statusCode: 503,
    });
    expect(profileFailureMessage(failure)).toBe(PROFILE_MESSAGES.customerFacing);
  });
  it('treats a reason containing "network error" as a network error whatever its kind', () => {
    expect(
      classifyProfileFailure(
        apiError({ kind: 'http', endpoint: 'e', status: 502, message: 'Upstream Network Error' }),
      ).kind,
    ).toBe('networkConnection');
  });
  it('a network error is a network connection error whatever its reason says (a timeout, a reset socket)', () => {
    for (const message of ['timeout of 15000ms exceeded', 'socket hang up'])
      expect(
        classifyProfileFailure(apiError({ kind: 'network', endpoint: 'e', status: 0, message })),
      ).toEqual({ kind: 'networkConnection', endpoint: 'e' });
  });
  it('reports a contract mismatch as customer-facing with its status', () => {
    const failure = classifyProfileFailure(
      apiError({
        kind: 'contract',
        endpoint: 'GET /p',
        status: 200,
        message: 'Response of GET /p does not match its contract at contactInfo',
      }),
    );
    expect(failure).toEqual({ kind: 'customerFacing', endpoint: 'GET /p', statusCode: 200 });
  });
});

// docs/choices.md "How a preferred store is shown": the directory id is the division and store numbers together.
describe('preferredStoreFacilityId (account-signin.md §3 preferred store)', () => {
  it.each([
    ['division and store', '014', '00412', '01400412'],
    ['no store number', '014', '', null],
    ['no division number', '', '00412', null],
    ['neither', null, null, null],
  ] as const)('%s', (_name, division, store, id) => {
    expect(
      preferredStoreFacilityId({ preferredStoreDivisionNumber: division, preferredStoreNumber: store }),
    ).toBe(id);
  });
});
