// @vitest-environment node
/**
 * The sign-in page's rules, texts and links (account-signin.md §2, §4, §5, §9) and the account entry flows'
 * field rules (docs/choices.md), checked against literals copied from the spec or from the documented choices.
 */
import { describe, expect, it } from 'vitest';
import {
  CREATE_ACCOUNT_TEXTS,
  DELETE_ACCOUNT_RULES,
  EMAIL_RULES,
  NAME_RULES,
  NEW_PASSWORD_RULES,
} from '../../domain/account/accountEntry';
import {
  createAccountHref,
  EXTERNAL_CREATE_ACCOUNT_URL,
  externalHref,
  identityProviderOrigin,
  isNearStore,
} from '../../domain/account/links';
import {
  createAccountPath,
  externalForgotPasswordUrl,
  forgotPasswordPath,
  GOOGLE_SOCIAL_TYPE,
  identityLoginUrl,
  isDeleteModeQuery,
  isInAppWebView,
  isSameSitePath,
  KEEP_SIGNED_IN_DEFAULT,
  PROMPT_MARKER_AUTHORITY,
  readSignInAddress,
  SIGN_IN_RESULT_MESSAGES,
  SIGN_IN_RULES,
  signInAnalytics,
  signInCallToAction,
  SOCIAL_SCOPE,
  socialProfileFromCredential,
  stepUpUrl,
  validateSignIn,
} from '../../domain/account/signIn';
import { checkField, type FieldRules } from '../../domain/forms';

const INVALID_EMAIL = 'Please enter a valid email address';
const PASSWORD_REQUIRED = 'Password is required';
const LETTER_AND_NUMBER = 'Your password must have at least one letter and one number';

describe('§5 sign-in validation (validateSignIn)', () => {
  it.each([
    ['shopper@example.com', 'abc123', {}],
    // The email is trimmed before the pattern runs.
    ['  shopper@example.com  ', 'abc123', {}],
    ['', 'abc123', { email: INVALID_EMAIL }],
    ['shopper@example', 'abc123', { email: INVALID_EMAIL }],
    ['shopper@example.com', '', { password: PASSWORD_REQUIRED }],
    ['shopper@example.com', 'abcdef', { password: LETTER_AND_NUMBER }],
    ['shopper@example.com', '123456', { password: LETTER_AND_NUMBER }],
    ['shopper@example.com', '1a', {}],
    ['shopper@example.com', 'a1', {}],
    ['shopper@example.com', 'Z9', {}],
    ['shopper@example.com', '9Z', {}],
    ['shopper@example.com', ' 1 a', {}],
    ['x', '', { email: INVALID_EMAIL, password: PASSWORD_REQUIRED }],
  ])('email %j, password %j → %j', (email, password, expected) => {
    // toStrictEqual: a key present with an undefined value is a difference.
    expect(validateSignIn({ email, password })).toStrictEqual(expected);
  });
});

describe('§5 letter-and-number rule of a password', () => {
  const samples: [string, boolean][] = [
    ['abc123', true],
    ['1a', true],
    ['a1', true],
    ['---a---1---', true],
    ['1---a', true],
    ['abcdef', false],
    ['123456', false],
    ['!!!!', false],
    ['a', false],
    ['1', false],
  ];
  const rules: [string, FieldRules][] = [
    ['sign-in', SIGN_IN_RULES.password],
    ['new password', { pattern: NEW_PASSWORD_RULES.pattern }],
  ];
  it.each(rules)('%s: the pattern accepts exactly the passwords with a letter and a digit', (_name, r) => {
    for (const [password, valid] of samples) {
      expect([password, checkField(password, { pattern: r.pattern })]).toEqual([
        password,
        valid ? undefined : LETTER_AND_NUMBER,
      ]);
    }
  });
});

describe('account entry field rules (docs/choices.md: new password 8 to 64, names up to 50)', () => {
  it.each([
    [NEW_PASSWORD_RULES, '', PASSWORD_REQUIRED],
    [NEW_PASSWORD_RULES, '   ', PASSWORD_REQUIRED],
    [NEW_PASSWORD_RULES, 'abcdefgh', LETTER_AND_NUMBER],
    [NEW_PASSWORD_RULES, 'abc1234', 'Input must be 8 characters or more.'],
    [NEW_PASSWORD_RULES, 'abc12345', undefined],
    [NEW_PASSWORD_RULES, `a1${'x'.repeat(62)}`, undefined],
    [NEW_PASSWORD_RULES, `a1${'x'.repeat(63)}`, 'Input must be 64 characters or less.'],
    [EMAIL_RULES, '', INVALID_EMAIL],
    [EMAIL_RULES, ' ', INVALID_EMAIL],
    [EMAIL_RULES, 'no-at-sign', INVALID_EMAIL],
    [EMAIL_RULES, 'shopper@example.com', undefined],
    [NAME_RULES, '', 'Input is required.'],
    [NAME_RULES, 'Jordan', undefined],
    [NAME_RULES, 'x'.repeat(50), undefined],
    [NAME_RULES, 'x'.repeat(51), 'Input must be 50 characters or less.'],
    [DELETE_ACCOUNT_RULES.password, '', PASSWORD_REQUIRED],
    [DELETE_ACCOUNT_RULES.password, 'anything', undefined],
    [DELETE_ACCOUNT_RULES.understand, false, 'Check mark is required.'],
    [DELETE_ACCOUNT_RULES.understand, true, undefined],
  ] as [FieldRules, string | boolean, string | undefined][])('%#: %j → %j', (rules, value, expected) => {
    expect(checkField(value, rules)).toBe(expected);
  });

  it('terms checkbox of the email-verification banner is required (docs/choices.md text)', () => {
    expect(checkField(false, SIGN_IN_RULES.terms)).toBe(
      'Please accept the Terms and Conditions and Privacy Policy to sign in.',
    );
    expect(checkField(true, SIGN_IN_RULES.terms)).toBeUndefined();
  });

  it('the password hint names the 8-character minimum', () => {
    expect(CREATE_ACCOUNT_TEXTS.passwordHint).toBe(
      'At least 8 characters, with at least one letter and one number.',
    );
  });
});

describe('§9 constants and §4/§8 texts', () => {
  it('Keep me signed in is checked by default; social scope; Google is the social type', () => {
    expect(KEEP_SIGNED_IN_DEFAULT).toBe(true);
    expect(SOCIAL_SCOPE).toBe('profile email');
    expect(GOOGLE_SOCIAL_TYPE).toBe('Google');
  });

  it('§4 result texts', () => {
    expect(SIGN_IN_RESULT_MESSAGES.socialLinkNeeded('FreshWay', 'Google')).toBe(
      'Great! We found your email. Please sign in to your existing FreshWay account to finish linking it to your Google account. This is a one-time step that will make logging in easier in the future.',
    );
    expect(SIGN_IN_RESULT_MESSAGES.socialCreateNeeded('FreshWay', 'Google')).toBe(
      "Hmmm, it doesn't look like that email matches your FreshWay account. Try another email or create an account using Google.",
    );
    expect(SIGN_IN_RESULT_MESSAGES.passwordReset).toBe('Your password has been successfully reset.');
    expect(SIGN_IN_RESULT_MESSAGES.failedToSignIn).toBe('Failed to sign in');
    expect(SIGN_IN_RESULT_MESSAGES.socialCreateLink).toBe('Create an account');
  });

  it('the marker authority that forces the prompt (docs/choices.md)', () => {
    expect(PROMPT_MARKER_AUTHORITY).toBe('FORCE_LOGIN_PROMPT');
  });
});

describe('§2 calledFrom call to action (docs/choices.md)', () => {
  it.each([
    ['pharmacy', 'Sign in to see your prescriptions, order refills and track your orders.'],
    ['refill', 'Sign in to order your refills.'],
    ['wallet', 'Sign in to manage your saved payment methods.'],
    ['vaccines', 'Sign in to see your vaccine record.'],
    ['delete-account', 'Sign in to confirm it is you before deleting your account.'],
    ['unknown-feature', null],
    ['toString', null],
    ['', null],
    [null, null],
  ])('%j → %j', (calledFrom, expected) => {
    expect(signInCallToAction(calledFrom)).toBe(expected);
  });
});

describe('§2 the sign-in address', () => {
  it.each([
    [
      '/signin',
      {
        redirectUrl: null,
        rxPage: false,
        deleteMode: false,
        stepUp: false,
        callRxStepupAuth: false,
        calledFrom: null,
        passwordReset: false,
        socialOffByQuery: false,
      },
    ],
    [
      '/signin?redirectUrl=/rx/dashboard&stepupLoginRedirect=true&callRxStepupAuth=true&calledFrom=refill&passwordReset=true&socialLogin=false',
      {
        redirectUrl: '/rx/dashboard',
        rxPage: true,
        deleteMode: false,
        stepUp: true,
        callRxStepupAuth: true,
        calledFrom: 'refill',
        passwordReset: true,
        socialOffByQuery: true,
      },
    ],
    [
      '/signin?redirectUrl=%2Faccount%2Fdelete&stepupLoginRedirect=false&socialLogin=true&passwordReset=yes',
      {
        redirectUrl: '/account/delete',
        rxPage: false,
        deleteMode: true,
        stepUp: false,
        callRxStepupAuth: false,
        calledFrom: null,
        passwordReset: false,
        socialOffByQuery: false,
      },
    ],
  ])('%s', (address, expected) => {
    expect(readSignInAddress(address)).toStrictEqual(expected);
  });

  it.each([
    // The query starts at the first character after the path: "?" at index 0 is still a query.
    ['?redirectUrl=/orders', '/orders'],
    ['/signin?redirectUrl=/orders', '/orders'],
    ['/signin?redirectUrl=//evil.example', null],
    ['/signin?redirectUrl=https://evil.example/', null],
    ['/signin?redirectUrl=/a%5Cb', null],
    ['/signin?redirectUrl=', null],
    // No "?": nothing after the path is read as a query.
    ['/signin&redirectUrl=/orders', null],
  ])('redirectUrl of %s → %j', (address, expected) => {
    expect(readSignInAddress(address).redirectUrl).toBe(expected);
  });

  it.each([
    ['/signin?socialLogin=false', true],
    ['/signin?socialLogin=true', false],
    ['/signin?socialLogin=', false],
    ['/signin?socialLogin=no', false],
    ['/signin', false],
  ])('socialLogin in %s turns social login off: %j', (address, off) => {
    expect(readSignInAddress(address).socialOffByQuery).toBe(off);
  });

  it.each([
    ['?redirectUrl=/account/delete', true],
    ['?redirectUrl=%2Faccount%2Fdelete', true],
    // A malformed escape is read as it is (and still finds the path).
    ['?x=%E0%A4%A&redirectUrl=/account/delete', true],
    ['?x=%E0%A4%A', false],
    ['?redirectUrl=/account/profile', false],
  ])('delete mode of %s: %j', (search, expected) => {
    expect(isDeleteModeQuery(search)).toBe(expected);
  });

  it.each([
    ['/orders', true],
    ['/', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['/a\\b', false],
    ['orders', false],
  ])('same-site path %j: %j', (path, expected) => {
    expect(isSameSitePath(path)).toBe(expected);
  });
});

describe('§4 forgot password and the create-account path', () => {
  it.each([
    ['/orders', '/account/forgot-password?redirectUrl=%2Forders'],
    ['/account/delivery/slots', '/account/forgot-password?redirectUrl=%2F'],
    ['//evil.example', '/account/forgot-password?redirectUrl=%2F'],
  ])('forgot password from %s → %s', (from, expected) => {
    expect(forgotPasswordPath(from)).toBe(expected);
  });

  it.each([
    [null, '/account/create'],
    ['', '/account/create'],
    ['//evil.example', '/account/create'],
    ['/rx/dashboard', '/account/create?redirectUrl=%2Frx%2Fdashboard'],
  ])('create account returning to %j → %s', (redirect, expected) => {
    expect(createAccountPath(redirect)).toBe(expected);
  });
});

describe('external identity URLs (docs/choices.md)', () => {
  const origin = 'https://id.example';
  it.each([
    [{ returnUrl: '/orders', prompt: false }, 'https://id.example/identity/login?returnUrl=%2Forders'],
    [
      { returnUrl: '/orders', prompt: true },
      'https://id.example/identity/login?returnUrl=%2Forders&prompt=login',
    ],
  ])('login %j', (options, expected) => {
    expect(identityLoginUrl(origin, options)).toBe(expected);
  });

  it.each([
    [{ returnUrl: '/rx', callRxStepupAuth: false }, 'https://id.example/identity/step-up?returnUrl=%2Frx'],
    [
      { returnUrl: '/rx', callRxStepupAuth: true },
      'https://id.example/identity/step-up?returnUrl=%2Frx&callRxStepupAuth=true',
    ],
  ])('step-up %j', (options, expected) => {
    expect(stepUpUrl(origin, options)).toBe(expected);
  });

  it('forgot password', () => {
    expect(externalForgotPasswordUrl(origin, '/a')).toBe(
      'https://id.example/identity/forgot-password?returnUrl=%2Fa',
    );
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/120', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120', false],
  ])('in-app web view %s: %j', (ua, expected) => {
    expect(isInAppWebView(ua)).toBe(expected);
  });
});

describe('§4 sign-in analytics payload', () => {
  it.each([
    [{ rememberMe: true }, { rememberMe: true, socialLinked: false, method: 'password' }],
    [
      { rememberMe: false, token: 't' },
      { rememberMe: false, socialLinked: false, method: 'password' },
    ],
    [
      { rememberMe: false, password: 'p' },
      { rememberMe: false, socialLinked: false, method: 'password' },
    ],
    [
      { rememberMe: true, token: 't', password: 'p', socialType: 'Google' },
      { rememberMe: true, socialLinked: true, method: 'Google' },
    ],
  ])('%j → %j', (request, expected) => {
    expect(signInAnalytics(request)).toStrictEqual(expected);
  });
});

describe('the Google credential (id token payload)', () => {
  const token = (payload: unknown) =>
    `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

  it.each([
    [
      { email: 'jo@example.com', given_name: 'Jo', family_name: 'Ann' },
      { email: 'jo@example.com', firstName: 'Jo', lastName: 'Ann' },
    ],
    [{ email: 'jo@example.com' }, { email: 'jo@example.com', firstName: '', lastName: '' }],
    [
      { email: 'jo@example.com', given_name: 7, family_name: null },
      { email: 'jo@example.com', firstName: '', lastName: '' },
    ],
    [{ given_name: 'Jo' }, null],
    [{ email: 3 }, null],
  ])('%j → %j', (payload, expected) => {
    expect(socialProfileFromCredential(token(payload))).toStrictEqual(expected);
  });

  it('reads base64url payloads (with - and _)', () => {
    // "?>?" encodes to "Pz4/" in base64, "Pz4_" in base64url; ">>>" to "Pj4+" / "Pj4-".
    const payload = { email: 'a@b.cc', given_name: '?>?', family_name: '>>>' };
    const encoded = token(payload);
    expect(encoded).toMatch(/[-_]/);
    expect(socialProfileFromCredential(encoded)).toStrictEqual({
      email: 'a@b.cc',
      firstName: '?>?',
      lastName: '>>>',
    });
  });

  it.each(['no-dots', 'h..s', 'h.!!!.s', `h.${btoa('not json')}.s`])('%j → null', (credential) => {
    expect(socialProfileFromCredential(credential)).toBeNull();
  });
});

describe('links of the account entry (docs/choices.md)', () => {
  it.each([
    // Outside the sandbox, or without a provider origin, a partner link is itself.
    ['https://partner.example/x', '', false, '/signin', 'https://partner.example/x'],
    ['https://partner.example/x', 'http://localhost:5174', false, '/signin', 'https://partner.example/x'],
    ['https://partner.example/x', '', true, '/signin', 'https://partner.example/x'],
    [
      'https://partner.example/x',
      'http://localhost:5174',
      true,
      '/signin',
      'http://localhost:5174/sandbox/external?to=https%3A%2F%2Fpartner.example%2Fx&returnUrl=%2Fsignin',
    ],
  ])('external %s (origin %j, sandbox %j)', (url, origin, sandbox, returnUrl, expected) => {
    expect(externalHref(url, origin, sandbox, returnUrl)).toBe(expected);
  });

  it.each([
    [
      'https://id.example/',
      { protocol: 'https:', hostname: 'shop.example', port: '' },
      false,
      'https://id.example',
    ],
    [
      'https://id.example',
      { protocol: 'https:', hostname: 'shop.example', port: '' },
      true,
      'https://id.example',
    ],
    [undefined, { protocol: 'https:', hostname: 'shop.example', port: '' }, false, ''],
    ['', { protocol: 'http:', hostname: 'localhost', port: '5173' }, false, ''],
    [undefined, { protocol: 'http:', hostname: 'localhost', port: '5173' }, true, 'http://localhost:5174'],
    [undefined, { protocol: 'http:', hostname: 'localhost', port: '' }, true, 'http://localhost:81'],
    [undefined, { protocol: 'https:', hostname: 'shop.test', port: '' }, true, 'https://shop.test:444'],
  ])('provider origin (configured %j, %j, sandbox %j) → %j', (configured, location, sandbox, expected) => {
    expect(identityProviderOrigin(configured, location, sandbox)).toBe(expected);
  });

  it.each([
    ['internal', true, { href: '/account/create', external: false }],
    ['internal', false, { href: '/account/create', external: false }],
    ['createPage', false, { href: '/account/create', external: false }],
    ['externalWhenFar', true, { href: '/account/create', external: false }],
    ['externalWhenFar', false, { href: 'https://partner.example/create', external: true }],
  ] as const)('create account target %s, near a store %j', (target, near, expected) => {
    expect(createAccountHref(target, near, 'https://partner.example/create')).toStrictEqual(expected);
  });

  it('the external create-account flow is an https address on another site (docs/choices.md)', () => {
    const url = new URL(EXTERNAL_CREATE_ACCOUNT_URL);
    expect(url.protocol).toBe('https:');
    expect(isSameSitePath(EXTERNAL_CREATE_ACCOUNT_URL)).toBe(false);
  });

  it.each([
    ['preferredStore=123', true],
    ['a=1; preferredStore=123', true],
    ['a=1;preferredStore=', true],
    ['a=1; b=2', false],
    ['', false],
    ['xpreferredStore=1', false],
    ['preferredStores=1', false],
    ['a=preferredStore=1', false],
  ])('near a store with cookie %j: %j', (cookie, expected) => {
    expect(isNearStore(cookie)).toBe(expected);
  });
});
