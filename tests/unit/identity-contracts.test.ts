// @vitest-environment node
/**
 * The identity and profile contracts (account-signin.md §3, §5, §7) and the shared contract pieces, field by
 * field: a complete payload parses to itself (nothing dropped), and each payload with one field missing, of the
 * wrong type or past its limit is refused. Limits: §5 messages; new passwords 8 to 64 (docs/choices.md), names
 * up to 50, tokens 10 to 200 characters, emails up to 254 (RFC 5321).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiError, errorBodySchema, fillPath, isApiError } from '../../api/contracts/common';
import {
  ackResponseSchema,
  BANNER_HEADER,
  confirmVerificationRequestSchema,
  createAccountRequestSchema,
  createAccountResponseSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sendVerificationRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '../../api/contracts/identity';
import { profileQuerySchema, profileResponseSchema } from '../../api/contracts/profile';

type Schema = z.ZodMiniType<unknown>;
const clone = <T>(value: T): T => structuredClone(value);

/** Deletes (undefined) or replaces the value at a dotted path of a copy. */
function change(value: unknown, path: string, next: unknown): unknown {
  const copy = clone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (next === undefined) delete at[last];
  else at[last] = next;
  return copy;
}

/** A complete payload parses to an equal value, and each of the changes makes it refused. */
function contractTable(name: string, schema: Schema, valid: unknown, refused: [string, unknown][]) {
  describe(name, () => {
    it('a complete payload parses to itself', () => {
      const result = z.safeParse(schema, valid);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(valid);
    });
    it.each(refused)('refused: %s = %j', (path, next) => {
      expect(z.safeParse(schema, change(valid, path, next)).success).toBe(false);
    });
  });
}

const userInfo = { userId: 'u-1', emailVerified: true, banner: 'freshway', authorities: ['A', 'B'] };

contractTable(
  'sign-in request (§7: email, password, rememberMe, token, socialType)',
  signInRequestSchema as Schema,
  { email: 'jo@example.com', password: 'abc123', rememberMe: true, token: 'tok', socialType: 'Google' },
  [
    ['email', undefined],
    ['email', 'not-an-email'],
    ['password', 7],
    ['password', 'x'.repeat(129)],
    ['rememberMe', undefined],
    ['rememberMe', 'true'],
    ['token', 'x'.repeat(4097)],
    ['socialType', 'Facebook'],
  ],
);

contractTable(
  'sign-in response (§7 data.statusCode, statusMessage, authenticationState.userInfo)',
  signInResponseSchema as Schema,
  { data: { statusCode: 200, statusMessage: 'OK', authenticationState: { userInfo } } },
  [
    ['data', undefined],
    ['data.statusCode', undefined],
    ['data.statusCode', '200'],
    ['data.statusMessage', undefined],
    ['data.authenticationState', 'x'],
    ['data.authenticationState.userInfo', {}],
    ['data.authenticationState.userInfo.userId', undefined],
    ['data.authenticationState.userInfo.emailVerified', 'yes'],
    ['data.authenticationState.userInfo.banner', undefined],
    ['data.authenticationState.userInfo.authorities', [1]],
  ],
);

contractTable(
  'session response (§6 user states)',
  sessionResponseSchema as Schema,
  { data: { authLevel: 'identity', knownMachine: true, rememberedSessionLapsed: false, userInfo } },
  [
    ['data', undefined],
    ['data.authLevel', 'admin'],
    ['data.knownMachine', undefined],
    ['data.rememberedSessionLapsed', undefined],
    ['data.userInfo', undefined],
    ['data.userInfo.authorities', undefined],
  ],
);

contractTable('sign-out response', signOutResponseSchema as Schema, { data: { signedOut: true } }, [
  ['data', undefined],
  ['data.signedOut', undefined],
  ['data.signedOut', 'yes'],
]);

contractTable(
  'forgot-password request',
  forgotPasswordRequestSchema as Schema,
  { email: 'jo@example.com', redirectUrl: '/orders?x=1' },
  [
    ['email', undefined],
    ['email', 'jo@example'],
    ['redirectUrl', '//evil.example'],
    ['redirectUrl', 'https://evil.example/'],
    ['redirectUrl', 'orders'],
    ['redirectUrl', '/a\\b'],
    ['redirectUrl', `/${'x'.repeat(2048)}`],
  ],
);

contractTable(
  'reset-password request',
  resetPasswordRequestSchema as Schema,
  { token: 'x'.repeat(10), password: 'abcd1234' },
  [
    ['token', undefined],
    ['token', 'x'.repeat(9)],
    ['token', 'x'.repeat(201)],
    ['password', undefined],
    ['password', 'abc1234'],
    ['password', `a1${'x'.repeat(63)}`],
    ['password', 'abcdefgh'],
    ['password', '12345678'],
  ],
);

contractTable(
  'create-account request',
  createAccountRequestSchema as Schema,
  {
    firstName: 'Jo',
    lastName: 'Ann',
    email: 'jo@example.com',
    password: 'abcd1234',
    token: 'tok',
    socialType: 'Google',
    redirectUrl: '/',
  },
  [
    ['firstName', undefined],
    ['firstName', ''],
    ['firstName', 'x'.repeat(51)],
    ['lastName', undefined],
    ['lastName', ''],
    ['lastName', 'x'.repeat(51)],
    ['email', undefined],
    ['password', 'short1'],
    ['token', 'x'.repeat(4097)],
    ['socialType', 'google'],
    ['redirectUrl', '//x'],
  ],
);

contractTable('send-verification request', sendVerificationRequestSchema as Schema, { redirectUrl: '/a' }, [
  ['redirectUrl', 'http://x'],
]);

contractTable(
  'confirm-verification request',
  confirmVerificationRequestSchema as Schema,
  { token: 'x'.repeat(200) },
  [
    ['token', undefined],
    ['token', 'x'.repeat(9)],
    ['token', 'x'.repeat(201)],
  ],
);

contractTable('acknowledgement', ackResponseSchema as Schema, { data: { ok: true } }, [
  ['data', undefined],
  ['data.ok', undefined],
]);

contractTable('create-account response', createAccountResponseSchema as Schema, { data: { userInfo } }, [
  ['data', undefined],
  ['data.userInfo', undefined],
  ['data.userInfo.userId', 1],
]);

contractTable('delete-account request', deleteAccountRequestSchema as Schema, { password: 'x' }, [
  ['password', undefined],
  ['password', ''],
  ['password', 'x'.repeat(65)],
]);

describe('messages and abort rules of the identity contracts', () => {
  const issues = (schema: Schema, value: unknown) => {
    const result = z.safeParse(schema, value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it.each([
    ['jo@example', ['email: Please enter a valid email address']],
    // Too long: one message.
    [`${'x'.repeat(243)}@example.com`, ['email: Please enter a valid email address']],
    // Too long and no email: still one message, the pattern does not run after the length check.
    ['x'.repeat(255), ['email: Please enter a valid email address']],
  ])('email %s → %j', (email, expected) => {
    expect(issues(forgotPasswordRequestSchema as Schema, { email })).toEqual(expected);
  });

  it('a too-long email is refused by its length alone (254 is the most)', () => {
    const at254 = `${'x'.repeat(242)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(issues(forgotPasswordRequestSchema as Schema, { email: at254 })).toEqual([]);
  });

  it('a new password without a digit says §5 message', () => {
    expect(
      issues(resetPasswordRequestSchema as Schema, { token: 'x'.repeat(10), password: 'abcdefgh' }),
    ).toEqual(['password: Your password must have at least one letter and one number']);
  });

  it('a too-long new password is refused by its length alone', () => {
    const result = z.safeParse(resetPasswordRequestSchema, {
      token: 'x'.repeat(10),
      password: 'x'.repeat(65),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.code).toBe('too_big');
  });

  it('a too-long redirect is refused by its length alone; another one says it must be a same-site path', () => {
    const long = z.safeParse(sendVerificationRequestSchema, { redirectUrl: `//${'x'.repeat(2047)}` });
    expect(long.error?.issues.map((i) => i.code)).toEqual(['too_big']);
    expect(issues(sendVerificationRequestSchema as Schema, { redirectUrl: '//x' })).toEqual([
      'redirectUrl: must be a same-site path',
    ]);
  });

  it.each([
    ['a1', true],
    ['1a', true],
    ['--a--1--', true],
    ['abcdefgh', false],
    ['12345678', false],
  ])('letter-and-number rule on %j (padded to 8): %j', (core, valid) => {
    const password = core.padEnd(8, core.at(-1));
    expect(z.safeParse(resetPasswordRequestSchema, { token: 'x'.repeat(10), password }).success).toBe(valid);
  });

  it('the banner header', () => {
    expect(BANNER_HEADER).toBe('X-Banner');
  });
});

const profile = {
  id: 'c-1',
  firstName: 'Jo',
  lastName: 'Ann',
  loyaltyCardNumber: null,
  created: { value: '2024-01-01T00:00:00Z', timezone: 'UTC' },
  contactInfo: {
    phones: [
      { type: 'MOBILE', number: { original: '5551234567' }, verified: { value: 'x', timezone: 'UTC' } },
    ],
    addresses: [
      {
        type: 'HOME',
        address: {
          addressLines: ['1 Main St'],
          cityTown: 'Springfield',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '45501',
        },
      },
    ],
    emails: [{ address: 'jo@example.com', isVerified: true, verified: { value: 'x' } }],
  },
  bannerSpecificDetails: [
    {
      banner: 'freshway',
      preferredStoreNumber: '12',
      preferredStoreDivisionNumber: null,
      communityRewardsEnabled: true,
    },
  ],
  relevantAdsOptIn: false,
};

contractTable(
  'profile response (§3 raw profile)',
  profileResponseSchema as Schema,
  { data: { customerProfile: profile } },
  [
    ['data', undefined],
    ['data.customerProfile', undefined],
    ['data.customerProfile.id', undefined],
    ['data.customerProfile.firstName', undefined],
    ['data.customerProfile.lastName', 3],
    ['data.customerProfile.loyaltyCardNumber', 12],
    ['data.customerProfile.created', undefined],
    ['data.customerProfile.created.value', undefined],
    ['data.customerProfile.contactInfo', undefined],
    ['data.customerProfile.contactInfo.phones', undefined],
    ['data.customerProfile.contactInfo.phones.0.type', undefined],
    ['data.customerProfile.contactInfo.phones.0.number', undefined],
    ['data.customerProfile.contactInfo.phones.0.number.original', undefined],
    ['data.customerProfile.contactInfo.phones.0.verified.value', undefined],
    ['data.customerProfile.contactInfo.addresses.0.type', undefined],
    ['data.customerProfile.contactInfo.addresses.0.address', undefined],
    ['data.customerProfile.contactInfo.addresses.0.address.addressLines', undefined],
    ['data.customerProfile.contactInfo.addresses.0.address.cityTown', undefined],
    ['data.customerProfile.contactInfo.addresses.0.address.countryCode', undefined],
    ['data.customerProfile.contactInfo.addresses.0.address.stateProvince', undefined],
    ['data.customerProfile.contactInfo.addresses.0.address.postalCode', undefined],
    ['data.customerProfile.contactInfo.emails', undefined],
    ['data.customerProfile.contactInfo.emails.0.address', undefined],
    ['data.customerProfile.contactInfo.emails.0.isVerified', undefined],
    ['data.customerProfile.contactInfo.emails.0.verified.value', undefined],
    ['data.customerProfile.bannerSpecificDetails.0.banner', undefined],
    ['data.customerProfile.bannerSpecificDetails.0.preferredStoreNumber', undefined],
    ['data.customerProfile.bannerSpecificDetails.0.preferredStoreDivisionNumber', undefined],
    ['data.customerProfile.bannerSpecificDetails.0.communityRewardsEnabled', 'yes'],
    ['data.customerProfile.relevantAdsOptIn', 'no'],
  ],
);

contractTable(
  'profile query (§7 full profile projection)',
  profileQuerySchema as Schema,
  {
    projections: 'customerProfile.full',
  },
  [['projections', 'customerProfile.summary']],
);

describe('shared contract pieces', () => {
  contractTable(
    'error body',
    errorBodySchema as Schema,
    { error: { code: 'VALIDATION', message: 'Bad input', fields: { email: 'x' } } },
    [
      ['error', undefined],
      ['error.code', undefined],
      ['error.message', undefined],
      ['error.fields', { email: 1 }],
    ],
  );

  it.each([
    [apiError({ kind: 'http', endpoint: 'GET /x', status: 404, message: 'No' }), true],
    [{ name: 'ApiError' }, true],
    [{ name: 'Error' }, false],
    [null, false],
    [undefined, false],
    ['ApiError', false],
    // A function named ApiError is not an error object.
    [function ApiError() {}, false],
  ])('isApiError(%j) → %j', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });

  it.each([
    ['/rx/api/notifications/:patientNumber', { patientNumber: '12' }, '/rx/api/notifications/12'],
    ['/a/:first/b/:second', { first: 'x y', second: 'a/b' }, '/a/x%20y/b/a%2Fb'],
    ['/a/:name', { name: '' }, '/a/'],
    ['/static', {}, '/static'],
  ])('fillPath(%s, %j) → %s', (template, params, expected) => {
    expect(fillPath(template, params)).toBe(expected);
  });

  it('fillPath names a missing parameter', () => {
    expect(() => fillPath('/rx/:patientNumber', {})).toThrow(
      'Path /rx/:patientNumber needs the parameter "patientNumber"',
    );
  });
});
