// @vitest-environment node
/**
 * Shared rules of domain/: the generic form-field rules (account-signin.md §5 "Generic form fields"), the
 * same-site redirect rule and the routes of §2, what a banner offers (docs/choices.md "capabilities drive the
 * navigation"), the lock's time left (docs/choices.md "Throttle and lock") and reading a failure as an ApiError.
 */
import { describe, expect, it } from 'vitest';
import { SIGN_IN_ROUTES } from '../../domain/account/signIn';
import { formatTimeLeft, SESSION_MESSAGES } from '../../domain/account/session';
import { asApiError } from '../../domain/errors';
import { ALL_FEATURES, type BannerFeatures, isOffered } from '../../domain/features';
import {
  A11Y_ALERT_DELAY_MS,
  checkField,
  checkForm,
  type FieldRules,
  type FieldValue,
} from '../../domain/forms';
import { HEALTH_PATH, PROFILE_PATH, safeRedirectPath, signInPathFor } from '../../domain/shell';

describe('§5 generic form-field rules and their default messages', () => {
  it.each([
    // required
    ['', { required: true }, 'Input is required.'],
    ['   ', { required: true }, 'Input is required.'],
    [' a ', { required: true }, undefined],
    ['', { required: false }, undefined],
    ['', { required: { value: true, message: 'Say something' } }, 'Say something'],
    // an empty optional field runs no other rule
    ['', { pattern: /^x$/ }, undefined],
    ['', { minLength: 3 }, undefined],
    ['', {}, undefined],
    // pattern
    ['y', { pattern: /^x$/ }, 'Input must be valid.'],
    ['x', { pattern: /^x$/ }, undefined],
    ['y', { pattern: { value: /^x$/, message: 'Only x' } }, 'Only x'],
    // lengths
    ['ab', { minLength: 3 }, 'Input must be 3 characters or more.'],
    ['abc', { minLength: 3 }, undefined],
    ['abcd', { maxLength: 3 }, 'Input must be 3 characters or less.'],
    ['abc', { maxLength: 3 }, undefined],
    ['ab', { minLength: { value: 3, message: 'Longer' } }, 'Longer'],
    ['abcd', { maxLength: { value: 3, message: 'Shorter' } }, 'Shorter'],
    // numbers
    ['4', { min: 5 }, 'Input must be 5 or more.'],
    ['5', { min: 5 }, undefined],
    ['6', { max: 5 }, 'Input must be 5 or less.'],
    ['5', { max: 5 }, undefined],
    ['4', { min: { value: 5, message: 'More' } }, 'More'],
    ['6', { max: { value: 5, message: 'Less' } }, 'Less'],
    // selection
    ['', { requiredSelection: true }, 'A selection is required.'],
    ['a', { requiredSelection: true }, undefined],
    ['', { requiredSelection: { value: true, message: 'Pick one' } }, 'Pick one'],
    ['', { requiredSelection: false }, undefined],
    // checkbox
    [false, { requiredCheckbox: true }, 'Check mark is required.'],
    [true, { requiredCheckbox: true }, undefined],
    [false, { requiredCheckbox: false }, undefined],
    [false, {}, undefined],
    [false, { requiredCheckbox: { value: true, message: 'Tick it' } }, 'Tick it'],
    // custom validation runs last, also for empty and boolean values
    ['a', { validate: (v: FieldValue) => (v === 'a' ? 'No a' : undefined) }, 'No a'],
    ['', { validate: (v: FieldValue) => (v === '' ? 'Empty' : undefined) }, 'Empty'],
    [true, { validate: (v: FieldValue) => (v === true ? 'Yes' : undefined) }, 'Yes'],
    ['ab', { minLength: 3, validate: () => 'Custom' }, 'Input must be 3 characters or more.'],
  ] as [FieldValue, FieldRules, string | undefined][])('%j with %o → %j', (value, rules, expected) => {
    expect(checkField(value, rules)).toBe(expected);
  });

  it('a whole form: the first message of each failing field only', () => {
    const values = { name: '', email: 'x', age: '30', agree: false };
    const errors = checkForm(values, {
      name: { required: true },
      email: { pattern: /@/, minLength: 5 },
      age: { min: 18 },
      agree: { requiredCheckbox: true },
    });
    expect(errors).toStrictEqual({
      name: 'Input is required.',
      email: 'Input must be valid.',
      agree: 'Check mark is required.',
    });
    expect(checkForm(values, {})).toStrictEqual({});
  });

  it('§9: the accessibility alert is announced 250 ms after blur', () => {
    expect(A11Y_ALERT_DELAY_MS).toBe(250);
  });
});

describe('same-site redirects and the routes of §2', () => {
  it.each([
    ['/orders?x=1', undefined, '/orders?x=1'],
    ['/', undefined, '/'],
    ['/a//', undefined, '/a//'],
    [null, undefined, '/'],
    [undefined, undefined, '/'],
    ['', undefined, '/'],
    ['orders/', undefined, '/'],
    ['//evil.example', undefined, '/'],
    ['/a\\b', undefined, '/'],
    ['https://evil.example/', undefined, '/'],
    ['//evil.example', '/health', '/health'],
    [null, '/health', '/health'],
    // A redirect to the sign-in page leads on to the page that one was for (a looped address never sticks).
    [
      '/signin?redirectUrl=%2Frx%2Fprescription-monograph%3FproductNumber%3D00071015523',
      undefined,
      '/rx/prescription-monograph?productNumber=00071015523',
    ],
    ['/signin?redirectUrl=%2Fsignin%3FredirectUrl%3D%252Fhealth', undefined, '/health'],
    ['/signin', '/rx/dashboard', '/rx/dashboard'],
    ['/signin?redirectUrl=https%3A%2F%2Fevil.example', undefined, '/'],
    ['/signing-up', undefined, '/signing-up'],
  ])('safeRedirectPath(%j, %j) → %j', (value, fallback, expected) => {
    expect(safeRedirectPath(value, fallback)).toBe(expected);
  });

  it.each([
    ['/health', '/signin?redirectUrl=%2Fhealth'],
    [
      '/rx/prescription-monograph?productNumber=00071015523',
      '/signin?redirectUrl=%2Frx%2Fprescription-monograph%3FproductNumber%3D00071015523',
    ],
    // On the sign-in page the address stays: its redirect is never wrapped in another sign-in address.
    ['/signin?redirectUrl=%2Fhealth', '/signin?redirectUrl=%2Fhealth'],
    ['/signin', '/signin'],
  ])('signInPathFor(%j) → %j', (page, expected) => {
    expect(signInPathFor(page)).toBe(expected);
  });

  it('the health area (§2 "/health") and the profile page (docs/choices.md "/account/profile")', () => {
    expect(HEALTH_PATH).toBe('/health');
    expect(PROFILE_PATH).toBe('/account/profile');
  });

  it('the routes of the sign-in page', () => {
    expect(SIGN_IN_ROUTES).toStrictEqual({
      signIn: '/signin',
      legacySignIn: '/account/sign-in',
      forgotPassword: '/account/forgot-password',
      resetPassword: '/account/reset-password',
      create: '/account/create',
      verifyEmail: '/account/verify-email',
      delete: '/account/delete',
      faq: '/hc/help/faqs',
      contact: '/hc/help/contact-us',
      terms: '/termsandconditions',
      privacy: '/privacypolicy',
    });
  });
});

describe('what a banner offers (docs/choices.md)', () => {
  const none: BannerFeatures = { pharmacy: false, autoRefill: false, tracker: false };
  const only = (k: keyof BannerFeatures, value: boolean): BannerFeatures => ({ ...ALL_FEATURES, [k]: value });

  it('the default offers everything', () => {
    expect(ALL_FEATURES).toStrictEqual({ pharmacy: true, autoRefill: true, tracker: true });
  });

  it.each([
    ['/health', ALL_FEATURES, true],
    ['/health', only('pharmacy', false), false],
    ['/health/vaccines', only('pharmacy', false), false],
    ['/healthy-recipes', none, true],
    ['/rx', only('pharmacy', false), false],
    ['/rx/dashboard', only('pharmacy', false), false],
    ['/rx/dashboard', only('autoRefill', false), true],
    ['/rxfoo', none, true],
    ['/rx/auto-refills', only('autoRefill', false), false],
    ['/rx/auto-refills/12', only('autoRefill', false), false],
    ['/rx/auto-refills', only('tracker', false), true],
    ['/rx/manage/auto-refills', only('autoRefill', false), false],
    ['/rx/manage/auto-refills', only('tracker', false), true],
    ['/rx/manage', only('autoRefill', false), true],
    ['/rx/tracker', only('tracker', false), false],
    ['/rx/tracker?patient=1', only('tracker', false), false],
    ['/rx/tracker#cards', only('tracker', false), false],
    ['/rx/tracker', only('autoRefill', false), true],
    ['/rx/tracker', ALL_FEATURES, true],
    ['/rx/manage/auto-refills', ALL_FEATURES, true],
    ['/rx/auto-refills', ALL_FEATURES, true],
    ['/', none, true],
    ['/orders', none, true],
    ['', none, true],
  ] as [string, BannerFeatures, boolean][])('%s with %o → %j', (url, features, expected) => {
    expect(isOffered(url, features)).toBe(expected);
  });
});

describe('the lock: time left and messages (docs/choices.md "Throttle and lock")', () => {
  it.each([
    [0, '1 minute'],
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [59 * 60, '59 minutes'],
    [59 * 60 + 1, '1 hour'],
    [3600, '1 hour'],
    [3601, '2 hours'],
    [47 * 3600, '47 hours'],
    [47 * 3600 + 1, '2 days'],
    [48 * 3600, '2 days'],
    [49 * 3600, '3 days'],
  ])('%i s → %s', (seconds, expected) => {
    expect(formatTimeLeft(seconds)).toBe(expected);
  });

  it.each([
    [
      { status: 423, code: 'ACCOUNT_LOCKED', fields: { retryAfterSeconds: '900' } },
      'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes. To unlock it now, reset your password.',
    ],
    [{ status: 423, code: 'ACCOUNT_LOCKED' }, 'Too many attempts. Please wait and try again later.'],
    [
      { status: 423, code: 'ACCOUNT_LOCKED', fields: { retryAfterSeconds: '0' } },
      'Too many attempts. Please wait and try again later.',
    ],
    [
      { status: 423, code: 'ACCOUNT_LOCKED', fields: { retryAfterSeconds: 'soon' } },
      'Too many attempts. Please wait and try again later.',
    ],
    [
      { status: 429, code: 'TOO_MANY_ATTEMPTS' },
      'Too many sign-in attempts from this device. Please wait a few minutes and try again.',
    ],
    [{ status: 401 }, 'The email or password you entered is incorrect. Please try again.'],
    [{ status: 400 }, 'The email or password you entered is incorrect. Please try again.'],
    [{ status: 403 }, 'We could not sign you in from this page. Please reload the page and try again.'],
    [{ status: 423 }, 'Too many attempts. Please wait and try again later.'],
    [{ status: 429 }, 'Too many attempts. Please wait and try again later.'],
    [{ status: 500 }, 'We are having trouble reaching our servers. Please try again in a moment.'],
    [{ status: 0 }, 'We are having trouble reaching our servers. Please try again in a moment.'],
  ])('%j → %s', (error, expected) => {
    expect(SESSION_MESSAGES.forError(error)).toBe(expected);
  });
});

describe('reading a failure that reached a machine', () => {
  it('an ApiError is kept as it is', () => {
    const error = { name: 'ApiError', kind: 'http', endpoint: 'GET /x', status: 404, message: 'No' };
    expect(asApiError(error, 'POST /y')).toBe(error);
  });

  it.each([
    [new Error('boom'), undefined, { endpoint: 'unknown', message: 'boom' }],
    [new Error('boom'), 'GET /z', { endpoint: 'GET /z', message: 'boom' }],
    ['text', undefined, { endpoint: 'unknown', message: 'Unexpected failure' }],
    [null, undefined, { endpoint: 'unknown', message: 'Unexpected failure' }],
    [
      { name: 'Error', message: 'plain object' },
      'GET /z',
      { endpoint: 'GET /z', message: 'Unexpected failure' },
    ],
    // A function that happens to be named ApiError is not one.
    [function ApiError() {}, undefined, { endpoint: 'unknown', message: 'Unexpected failure' }],
  ])('%o (endpoint %j) → a network ApiError %j', (error, endpoint, expected) => {
    expect(asApiError(error, endpoint)).toStrictEqual({
      name: 'ApiError',
      kind: 'network',
      status: 0,
      ...expected,
    });
  });
});
