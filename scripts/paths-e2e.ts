/**
 * `npm run paths -- <machine> --playwright`: the generated paths as end-to-end tests that run as they are
 * (`npm run paths:test -- FILE`, docs/qa.md "Running generated paths"), on the project's own runner (vitest +
 * playwright-core, tests/e2e/support/paths-runtime.ts) against the sandbox.
 *
 * A chart with a browser driver here (the sign-in page, the pharmacy checkout) gets one test per path its driver
 * can run: the preconditions as code (who is signed in, what is in the cart), each step acting through the control
 * a person uses (role and name, literal: renaming the button makes the test fail) or through a switch the test
 * names (a call held, answered with a failure or dropped), then checking what the state the step reaches shows.
 * A path the browser cannot walk (an event no control or switch makes, an order of events the real app never
 * produces) is an `it.todo` that says what it needs: reported as not run, never as passed. Charts without a driver
 * get every path as `it.todo`, steps in comments.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDENTITY_PATHS } from '../api/contracts/identity';
import { RX_PATHS } from '../api/contracts/rx';
import { BASE_PATHS } from '../api/contracts/common';
import type { RegisteredMachine } from '../machines/registry';
import {
  createAccountPath,
  forgotPasswordPath,
  SIGN_IN_LABELS,
  SIGN_IN_RESULT_MESSAGES,
} from '../domain/account/signIn';
import { IDENTITY_PROVIDER_PATHS } from '../domain/account/links';
import { CART_TEXTS } from '../domain/rx/cart';
import { CHECKOUT_TEXTS } from '../domain/rx/checkout';
import type { GeneratedPath, PathListing, PathStep } from '../src/inspector/paths';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A JavaScript string literal in single quotes (the house style of the generated file). */
export const q = (text: string) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
/** A regular expression literal matching `text` as it is. */
const re = (text: string, flags = '') => `/${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/${flags}`;

/** A path this driver cannot walk in a browser, and what it would need. */
class Missing extends Error {}
const need = (what: string): never => {
  throw new Missing(what);
};

export interface BuiltStep {
  title: string;
  expect: string;
  code: string[];
}
export interface BuiltTest {
  /** The preconditions in words (Given …). */
  given: string[];
  /** Code before the first step (preconditions, switches). */
  setup: string[];
  steps: BuiltStep[];
}

export interface BrowserDriver {
  machineId: string;
  /** What the driver's tests rely on, for the file's header. */
  needs: string;
  build(path: GeneratedPath): BuiltTest;
}

const page = (call: string) => `t.page.${call}`;
const role = (r: string, name: string, exact = true) =>
  page(`getByRole(${q(r)}, { name: ${q(name)}${exact ? ', exact: true' : ''} })`);
const roleRe = (r: string, name: string) => page(`getByRole(${q(r)}, { name: ${re(name)} })`);
const label = (text: string) => page(`getByLabel(${q(text)}, { exact: true })`);
const text = (t: string) => page(`getByText(${q(t)}, { exact: false })`);

type Event = PathStep['event'] & Record<string, unknown>;
const ev = (s: PathStep) => s.event as Event;

// ---------------------------------------------------------------------------------------------------------------
// The sign-in page (machines/account/signIn): account-signin.md §2, §4.

const SIGN_IN = {
  session: 'session check',
  google: 'Google script',
  signIn: 'sign-in',
};
const BANNER_TITLE = 'FreshWay Market';
/** Seeded accounts (server/db/fixtures; README "Demo accounts"). */
const ACCOUNTS = {
  /** Jordan: no authorities; his Google identity is linked. */
  shopper: { email: 'shopper@example.com', password: 'Shopper123' },
  locked: { email: 'locked@example.com', password: 'Locked123' },
  /** ROLE_CUSTOMER; its Google identity is not linked yet (Google sign-in: social link needed). */
  googleLink: { email: 'googlelink@example.com', password: 'Google123' },
  /** FORCE_LOGIN_PROMPT. */
  marker: { email: 'marker@example.com', password: 'Marker123' },
  /** On the banner that requires email verification (?banner=meadowlark): email not verified. */
  meadow: { email: 'meadow@example.com', password: 'Meadow123' },
  /** A Google identity without an account (social create needed). */
  googleNew: { email: 'googlenew@example.com' },
};
const WRONG_PASSWORD = 'Not-the-password-1';

interface SignInFacts {
  address: { redirectUrl: string | null; rxPage: boolean; stepUp: boolean };
  settings: { alwaysPrompt: boolean; promptForWebView: boolean };
  presentation: string;
}
type SignInContext = {
  error: string | null;
  googleStatus: string;
  socialAvailable: boolean;
  social: { email: string } | null;
};
type Info = { authLevel: string; userInfo: { authorities: string[] } | null };

function signInUrl(facts: SignInFacts, banner: string | null): string {
  if (facts.presentation === 'modal')
    need('the sign-in modal: it opens over a page that asks for sign-in (no driver opens it yet)');
  const query = new URLSearchParams();
  if (banner) query.set('banner', banner);
  query.set('redirectUrl', facts.address.rxPage ? '/rx/dashboard' : (facts.address.redirectUrl ?? '/health'));
  if (facts.address.stepUp) {
    query.set('stepupLoginRedirect', 'true');
    query.set('callRxStepupAuth', 'true');
  }
  if (facts.settings.alwaysPrompt) query.set('alwaysPrompt', 'true');
  if (facts.settings.promptForWebView) query.set('promptForWebView', 'true');
  return `/signin?${query.toString()}`;
}

function identityAccount(info: Info): { email: string; words: string } {
  const authorities = info.userInfo?.authorities ?? [];
  if (authorities.length === 0)
    return { email: ACCOUNTS.shopper.email, words: `${ACCOUNTS.shopper.email} (no authorities)` };
  if (authorities.includes('FORCE_LOGIN_PROMPT'))
    return { email: ACCOUNTS.marker.email, words: `${ACCOUNTS.marker.email} (FORCE_LOGIN_PROMPT)` };
  return { email: ACCOUNTS.googleLink.email, words: `${ACCOUNTS.googleLink.email} (ROLE_CUSTOMER)` };
}

/** The result a sign-in call gets, from the path's next step (or none: the path ends while it runs). */
function signInAnswer(next: PathStep | undefined) {
  if (!next?.event.type.startsWith('xstate.')) return { kind: 'pending' as const };
  const e = ev(next);
  if (next.event.type === 'xstate.done.actor.signIn') {
    const data = (
      e.output as {
        data: {
          statusCode: number;
          statusMessage?: string;
          authenticationState?: { userInfo?: { emailVerified?: boolean } };
        };
      }
    ).data;
    if (data.statusMessage === 'SOCIAL_LINK_NEEDED') return { kind: 'linkNeeded' as const };
    if (data.statusMessage === 'SOCIAL_CREATE_NEEDED') return { kind: 'createNeeded' as const };
    if (data.statusCode === 200 && data.authenticationState?.userInfo?.emailVerified === false)
      return { kind: 'unverified' as const };
    if (data.statusCode === 200) return { kind: 'success' as const };
    return need(
      `the sign-in service answering ${data.statusCode} ${data.statusMessage ?? ''} (no account does)`,
    );
  }
  if (next.event.type === 'xstate.error.actor.signIn') {
    const error = e.error as { status?: number; code?: string };
    if (error.code === 'ACCOUNT_LOCKED') return { kind: 'locked' as const };
    if (error.status === 401) return { kind: 'wrongPassword' as const };
    return { kind: 'down' as const, status: error.status && error.status >= 500 ? error.status : 503 };
  }
  return { kind: 'pending' as const };
}

/** What the sign-in page shows in the state a step reaches (selectSignInView, as literals). */
function signInChecks(step: { to: string; context?: unknown }, terms = false): string[] {
  const c = step.context as SignInContext;
  const v = step.to;
  if (v === 'signedIn' || v === 'done' || v === 'alreadySignedIn')
    return ['await t.seeUrl(/\\/(health|rx\\/dashboard)(\\?|$)/);'];
  if (v === 'verificationNeeded') return ['await t.seeUrl(/\\/account\\/verify-email/);'];
  if (v === 'redirectingToIdentity') return [`await t.seeUrl(${re(IDENTITY_PROVIDER_PATHS.login)});`];
  if (v === 'steppingUp') return [`await t.seeUrl(${re(IDENTITY_PROVIDER_PATHS.stepUp)});`];
  const lines = [
    `await t.see(${page(`getByRole('heading', { level: 1, name: ${q(SIGN_IN_LABELS.heading)} })`)});`,
  ];
  const submitting = v === 'page.submitting';
  // With the terms box of the verification banner unticked, Sign In waits for it (account-signin.md §2).
  if (submitting || !terms)
    lines.push(`await t.seeEnabled(${role('button', SIGN_IN_LABELS.submit)}, ${!submitting});`);
  if (c.error) lines.push(`await t.see(${page(`getByRole('alert').filter({ hasText: ${q(c.error)} })`)});`);
  if (v === 'page.socialLink' && c.social) {
    lines.push(`await t.see(${text(SIGN_IN_RESULT_MESSAGES.socialLinkNeeded(BANNER_TITLE, 'Google'))});`);
    lines.push(`await t.seeValue(${label(SIGN_IN_LABELS.email)}, ${q(c.social.email)});`);
    lines.push(`await t.seeNo(${role('button', SIGN_IN_LABELS.google)});`);
  } else if (c.socialAvailable) {
    const google = role('button', SIGN_IN_LABELS.google);
    const ready = c.googleStatus === 'ready' && !submitting;
    lines.push(`await t.seeAttribute(${google}, 'aria-disabled', ${q(String(!ready))});`);
    if (c.googleStatus === 'unavailable')
      lines.push(`await t.see(${text(SIGN_IN_LABELS.googleUnavailable)});`);
  }
  if (v === 'page.socialCreate') {
    lines.push(`await t.see(${text(SIGN_IN_RESULT_MESSAGES.socialCreateNeeded(BANNER_TITLE, 'Google'))});`);
    lines.push(`await t.see(${role('link', SIGN_IN_RESULT_MESSAGES.socialCreateLink)});`);
  }
  return lines;
}

export const signInDriver: BrowserDriver = {
  machineId: 'signIn',
  needs: `the seeded accounts (${ACCOUNTS.shopper.email}, ${ACCOUNTS.meadow.email} on ?banner=meadowlark, ${ACCOUNTS.googleLink.email}, ${ACCOUNTS.marker.email}, ${ACCOUNTS.locked.email}, the Google stand-in's ${ACCOUNTS.googleNew.email}) and SANDBOX_HELPERS=on for identity-level sessions`,
  build(path) {
    const steps = path.steps;
    if (steps[0]?.event.type !== 'signIn.open') need('a path that does not start by opening the page');
    const facts = (ev(steps[0]!).page as SignInFacts) ?? need('the page facts of signIn.open');
    // An unverified email matters only on the banner that requires verification (meadowlark, its own account).
    const verifying = steps.some((s, i) => i > 0 && signInAnswer(s).kind === 'unverified');
    const url = signInUrl(facts, verifying ? 'meadowlark' : null);
    const sessionAnswers = steps.filter((s) => s.event.type === 'signIn.sessionKnown');
    if (sessionAnswers.length > 1)
      need(
        'the session check answering a second time while the page is open (nothing on the page asks again)',
      );
    const given: string[] = [];
    const setup: string[] = [];
    const info = sessionAnswers[0] ? (ev(sessionAnswers[0]).info as Info) : null;
    // The server renders this browser's session into /signin (src/boot.ts, docs/performance.md): opened directly,
    // the page makes no session call to hold. A path where the session check answers opens /signin from inside the
    // app (as its links do), where the page waits for the app's session check like any page.
    const inApp = sessionAnswers.length === 1;
    if (!info || info.authLevel === 'anonymous') given.push('nobody is signed in on this browser');
    else if (info.authLevel === 'authenticated') {
      given.push(`${ACCOUNTS.shopper.email} is signed in on this browser`);
      setup.push(`await t.signedIn(${q(ACCOUNTS.shopper.email)}, ${q(ACCOUNTS.shopper.password)});`);
    } else {
      const account = identityAccount(info);
      given.push(`${account.words} is signed in to the identity system only (sandbox helper)`);
      setup.push(`await t.identitySession(${q(account.email)});`);
    }
    // The page checks the session and loads the Google script by itself: both wait for the path's step.
    given.push('the session check and the Google script wait until the path says they answer');
    setup.push(`await t.hold(${q(SIGN_IN.session)}, ${re(IDENTITY_PATHS.session)}, { first: true });`);
    if (inApp)
      given.push('the app is open on its home page, and the path opens the sign-in page from inside the app');
    setup.push(`await t.hold(${q(SIGN_IN.google)}, ${re(IDENTITY_PROVIDER_PATHS.googleScript)});`);

    let googleReady = false;
    let chooserOpen = false;
    const built: BuiltStep[] = steps.map((step, i) => {
      const next = steps[i + 1];
      const code: string[] = [];
      const e = ev(step);
      switch (step.event.type) {
        case 'signIn.open':
          code.push(inApp ? `await t.openInApp(${q(url)});` : `await t.goto(${q(url)});`);
          break;
        case 'signIn.sessionKnown':
          code.push(`await t.release(${q(SIGN_IN.session)});`);
          break;
        case 'signIn.googleReady':
          code.push(`await t.release(${q(SIGN_IN.google)});`);
          googleReady = true;
          break;
        case 'signIn.googleUnavailable':
          code.push(`await t.abort(${q(SIGN_IN.google)});`);
          break;
        case 'xstate.error.actor.googleProvider':
          need(
            'the Google provider failing as it starts: it cannot in a browser (a script that does not load is "the Google script cannot load")',
          );
          break;
        case 'signIn.googleStart':
          if (!googleReady)
            need(
              'Continue with Google pressed before the Google script has loaded (the button is disabled until then)',
            );
          code.push(`await t.check(${label(SIGN_IN_LABELS.keepSignedIn)}, ${Boolean(e.rememberMe)});`);
          code.push(`await t.click(${role('button', SIGN_IN_LABELS.google)});`);
          code.push(`await t.see(${roleRe('dialog', 'Choose a Google account')});`);
          chooserOpen = true;
          break;
        case 'signIn.googleFailed':
          if (!chooserOpen)
            need(
              'Google failing with its chooser closed: the stand-in (like Google) only fails from its open chooser',
            );
          code.push(
            `await t.click(${page(`getByRole('dialog', { name: ${re('Choose a Google account')} }).getByRole('button', { name: 'Cancel' })`)});`,
          );
          chooserOpen = false;
          break;
        case 'signIn.googleCredential': {
          if (!chooserOpen)
            need(
              'a Google credential without the chooser open: the real provider answers from its chooser, after its script loaded',
            );
          const answer = signInAnswer(next);
          const email =
            answer.kind === 'linkNeeded'
              ? ACCOUNTS.googleLink.email
              : answer.kind === 'createNeeded'
                ? ACCOUNTS.googleNew.email
                : answer.kind === 'success' || answer.kind === 'pending'
                  ? ACCOUNTS.shopper.email
                  : need(`a Google sign-in answered ${answer.kind} (no Google identity is)`);
          code.push(`await t.hold(${q(SIGN_IN.signIn)}, ${re(IDENTITY_PATHS.signIn)});`);
          code.push(
            `await t.click(${page(`getByRole('dialog', { name: ${re('Choose a Google account')} }).locator('iframe').contentFrame().getByRole('button', { name: ${q(email)} })`)});`,
          );
          chooserOpen = false;
          break;
        }
        case 'signIn.submit': {
          // After "social link needed" the email is the Google account's, locked; only its password is typed.
          const linking = step.from === 'page.socialLink';
          const answer = signInAnswer(next);
          const account =
            linking && (answer.kind === 'success' || answer.kind === 'pending')
              ? ACCOUNTS.googleLink
              : linking && answer.kind === 'wrongPassword'
                ? { email: ACCOUNTS.googleLink.email, password: WRONG_PASSWORD }
                : answer.kind === 'success' || answer.kind === 'pending' || answer.kind === 'down'
                  ? ACCOUNTS.shopper
                  : answer.kind === 'unverified'
                    ? ACCOUNTS.meadow
                    : answer.kind === 'wrongPassword'
                      ? { email: ACCOUNTS.shopper.email, password: WRONG_PASSWORD }
                      : answer.kind === 'locked'
                        ? ACCOUNTS.locked
                        : need(
                            `a password sign-in answered "${answer.kind === 'linkNeeded' ? 'social link needed' : 'social create needed'}": only a Google sign-in is`,
                          );
          code.push(`await t.hold(${q(SIGN_IN.signIn)}, ${re(IDENTITY_PATHS.signIn)});`);
          if (!linking) code.push(`await t.fill(${label(SIGN_IN_LABELS.email)}, ${q(account.email)});`);
          code.push(`await t.fill(${label(SIGN_IN_LABELS.password)}, ${q(account.password)});`);
          if (!linking)
            code.push(`await t.check(${label(SIGN_IN_LABELS.keepSignedIn)}, ${Boolean(e.rememberMe)});`);
          // The verification banner asks for its terms first (account-signin.md §2).
          if (verifying) code.push(`await t.check(${roleRe('checkbox', SIGN_IN_LABELS.terms.lead)});`);
          code.push(`await t.click(${role('button', SIGN_IN_LABELS.submit)});`);
          break;
        }
        case 'xstate.done.actor.signIn':
        case 'xstate.error.actor.signIn': {
          const answer = signInAnswer(step);
          if (answer.kind === 'down')
            code.push(
              `await t.answer(${q(SIGN_IN.signIn)}, ${answer.status}); // a switch: the service fails`,
            );
          else code.push(`await t.release(${q(SIGN_IN.signIn)});`);
          break;
        }
        case 'signIn.forgotPassword': {
          const identity = sessionAnswers[0] && (ev(sessionAnswers[0]).info as Info).authLevel === 'identity';
          code.push(`await t.click(${role('link', SIGN_IN_LABELS.forgotPassword)});`);
          code.push(
            identity && steps.indexOf(sessionAnswers[0]!) < i
              ? `await t.seeUrl(${re(IDENTITY_PROVIDER_PATHS.forgotPassword)});`
              : `await t.seeUrl(${re(forgotPasswordPath('').split('?')[0]!)});`,
          );
          return { title: `${step.step}. ${step.action}`, expect: step.expect, code };
        }
        case 'signIn.createWithGoogle':
          code.push(`await t.click(${role('link', SIGN_IN_RESULT_MESSAGES.socialCreateLink)});`);
          code.push(`await t.seeUrl(${re(createAccountPath(null).split('?')[0]!)});`);
          return { title: `${step.step}. ${step.action}`, expect: step.expect, code };
        default:
          need(`the event ${step.event.type} (no browser driver for it)`);
      }
      code.push(...signInChecks(step, verifying));
      return { title: `${step.step}. ${step.action}`, expect: step.expect, code };
    });
    return { given, setup, steps: built };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The pharmacy checkout (machines/rx/checkout): pharmacy-portal.md §3, §4 "Checkout", §5, §8.

const CHECKOUT = {
  data: 'checkout data',
  onlinePay: 'online pay',
  order: 'order',
};
const JORDAN = { email: 'shopper@example.com', password: 'Shopper123' };
/** Jordan's patient number (server/db/fixtures/rx-patients.ts). */
const JORDAN_PATIENT = '100234567';
/** Jordan's seeded refills (server/db/fixtures): two at his store, one by mail order. */
const REFILLS = {
  pickup: ['Atorvastatin 20 mg Tablet', 'Metformin 500 mg Tablet'],
  mail: ['Lisinopril 10 mg Tablet'],
};
type CheckoutCtx = {
  orderType: 'RETAIL' | 'MAILORDER';
  selectedPickupDate: string | null;
  selectedPickupTime: string | null;
  addresses: { address: { addressId: string; addressDetails: { address1: string } } }[];
  selectedAddressId: string | null;
  shippingMethods: { shippingMethodId: string; description: string }[];
  selectedShippingMethodId: string | null;
  easyOpenCaps: boolean;
  paymentOption: 'payNow' | 'payAtStore';
  errors: string[];
  fieldErrors: Record<string, string | undefined>;
};

const dataPattern = (orderType: string) =>
  orderType === 'MAILORDER'
    ? re(RX_PATHS.shippingMethods)
    : re(`${BASE_PATHS.pharmacyDirectoryV1}/facilities`);

function checkoutChecks(step: { to: string; context?: unknown }): string[] {
  const c = step.context as CheckoutCtx;
  const v = step.to;
  const placeOrder = role('button', CHECKOUT_TEXTS.placeOrder);
  if (v === 'loading') return [`await t.see(${text(CHECKOUT_TEXTS.loading)});`];
  if (v === 'empty')
    return [
      `await t.see(${text(CHECKOUT_TEXTS.emptyCart)});`,
      `await t.see(${role('link', CHECKOUT_TEXTS.addRefills)});`,
    ];
  if (v === 'loadFailed')
    return [
      `await t.see(${text(CHECKOUT_TEXTS.loadFailed)});`,
      `await t.see(${role('button', CHECKOUT_TEXTS.retry)});`,
    ];
  if (v === 'submitted')
    return [
      `await t.see(${role('heading', CHECKOUT_TEXTS.confirmationHeading)});`,
      `await t.see(${page('getByText(/^Your order number is \\d+\\.$/)')});`,
    ];
  if (v === 'ordering.settingUpPayment')
    return [
      `await t.see(${text(CHECKOUT_TEXTS.settingUpPayment)});`,
      `await t.seeEnabled(${placeOrder}, false);`,
    ];
  if (v === 'ordering.submitting')
    return [`await t.see(${text(CHECKOUT_TEXTS.placing)});`, `await t.seeEnabled(${placeOrder}, false);`];
  // Editing: the choices made so far, what is marked, the message.
  const lines: string[] = [];
  if (c.orderType === 'RETAIL') {
    lines.push(`await t.see(${role('group', CHECKOUT_TEXTS.pickupHeading)});`);
    lines.push(`await t.seeChosen(${label(CHECKOUT_TEXTS.pickupDate)}, ${c.selectedPickupDate !== null});`);
    lines.push(`await t.seeChosen(${label(CHECKOUT_TEXTS.pickupTime)}, ${c.selectedPickupTime !== null});`);
  } else {
    lines.push(`await t.see(${role('group', CHECKOUT_TEXTS.mailHeading)});`);
    const address = c.addresses.find((a) => a.address.addressId === c.selectedAddressId);
    if (address)
      lines.push(`await t.seeChecked(${roleRe('radio', `${address.address.addressDetails.address1}`)});`);
    const method = c.shippingMethods.find((m) => m.shippingMethodId === c.selectedShippingMethodId);
    if (method) lines.push(`await t.seeChecked(${roleRe('radio', method.description.split(' (')[0]!)});`);
    lines.push(`await t.seeChecked(${label(CHECKOUT_TEXTS.easyOpenCaps)}, ${c.easyOpenCaps});`);
  }
  lines.push(`await t.seeChecked(${role('radio', CHECKOUT_TEXTS.paymentOptions[c.paymentOption])});`);
  // A field's message is shown under it (the same words are an option's placeholder: only the shown one counts).
  for (const message of Object.values(c.fieldErrors))
    if (message) lines.push(`await t.see(${text(message)});`);
  const error = c.errors.at(-1);
  if (error) lines.push(`await t.see(${page(`getByRole('alert').filter({ hasText: ${q(error)} })`)});`);
  else lines.push(`await t.seeNo(${role('button', CHECKOUT_TEXTS.dismiss)});`);
  lines.push(`await t.seeEnabled(${placeOrder});`);
  return lines;
}

export const checkoutDriver: BrowserDriver = {
  machineId: 'rxCheckout',
  needs: `Jordan (${JORDAN.email}) and his seeded refills (${[...REFILLS.pickup, ...REFILLS.mail].join(', ')}), his Visa ending in 1111 in the wallet, and SANDBOX_HELPERS=on (the remembered device that authorizes the pharmacy)`,
  build(path) {
    const steps = path.steps;
    const start = steps[0];
    if (start?.event.type !== 'checkout.start') need('a path that does not start with the cart');
    const items =
      (ev(start!).items as { refill: { drugName: string }; homePharmacy: { facilityType: string } }[]) ?? [];
    const orderType = items[0]?.homePharmacy.facilityType === 'MAIL_ORDER' ? 'MAILORDER' : 'RETAIL';
    const refills = items.length === 0 ? [] : orderType === 'MAILORDER' ? REFILLS.mail : REFILLS.pickup;
    const given = [
      `Jordan (${JORDAN.email}) is signed in and this browser is remembered for the pharmacy`,
      refills.length === 0
        ? 'his pharmacy cart is empty'
        : `his pharmacy cart holds ${refills.join(' and ')}`,
    ];
    const setup = [
      `await t.signedIn(${q(JORDAN.email)}, ${q(JORDAN.password)});`,
      'await t.pharmacyAuthorized();',
      'await t.emptyCart();',
    ];
    // An address the path chooses that Jordan's seeded profile does not hold: added first (once; then kept).
    for (const step of steps.filter((s) => s.event.type === 'checkout.selectAddress')) {
      const c = step.context as CheckoutCtx;
      const chosen = c.addresses.find((a) => a.address.addressId === ev(step).addressId)?.address
        .addressDetails as unknown as
        | { address1: string; address2: string | null; city: string; state: string; zipCode: string }
        | undefined;
      if (!chosen) need('an address the fixtures do not hold');
      const { address1, address2, city, state, zipCode } = chosen!;
      given.push(
        `his patient profile also holds the address ${address1}${address2 ? `, ${address2}` : ''}, ${city} ${state} ${zipCode}`,
      );
      setup.push(
        `await t.patientAddress(${q(JORDAN_PATIENT)}, ${`{ address1: ${q(address1)}, address2: ${address2 === null ? 'null' : q(address2)}, city: ${q(city)}, state: ${q(state)}, zipCode: ${q(zipCode)} }`});`,
      );
    }
    if (refills.length > 0) {
      setup.push(`await t.goto('/rx/refills');`);
      for (const drug of refills) {
        setup.push(`await t.click(${roleRe('button', `Add to Cart: ${drug}`)});`);
        setup.push(`await t.see(${role('button', CART_TEXTS.remove(drug))});`);
      }
    }
    const built: BuiltStep[] = steps.map((step, i) => {
      const next = steps[i + 1];
      const code: string[] = [];
      const e = ev(step);
      switch (step.event.type) {
        case 'checkout.start':
          if (refills.length === 0) code.push(`await t.goto('/rx/checkout');`);
          else {
            code.push(`await t.hold(${q(CHECKOUT.data)}, ${dataPattern(orderType)});`);
            code.push(
              `await t.click(${page(`getByRole('region', { name: ${q(CART_TEXTS.title)} }).getByRole('link', { name: ${q(CART_TEXTS.checkOut)}, exact: true })`)});`,
            );
          }
          break;
        case 'xstate.done.actor.loadCheckoutData':
          code.push(`await t.release(${q(CHECKOUT.data)});`);
          break;
        case 'xstate.error.actor.loadCheckoutData':
          code.push(`await t.answer(${q(CHECKOUT.data)}, 500); // a switch: the call fails`);
          break;
        case 'checkout.retryLoad':
          code.push(`await t.hold(${q(CHECKOUT.data)}, ${dataPattern(orderType)});`);
          code.push(`await t.click(${role('button', CHECKOUT_TEXTS.retry)});`);
          break;
        case 'checkout.selectDate':
          code.push(`await t.selectOffered(${label(CHECKOUT_TEXTS.pickupDate)}, 0);`);
          break;
        case 'checkout.selectTime':
          code.push(`await t.selectOffered(${label(CHECKOUT_TEXTS.pickupTime)}, 0);`);
          break;
        case 'checkout.selectAddress': {
          const c = step.context as CheckoutCtx;
          const address = c.addresses.find((a) => a.address.addressId === e.addressId);
          if (!address) need('an address the fixtures do not hold');
          code.push(`await t.check(${roleRe('radio', address!.address.addressDetails.address1)});`);
          break;
        }
        case 'checkout.selectShipping': {
          const c = step.context as CheckoutCtx;
          const method = c.shippingMethods.find((m) => m.shippingMethodId === e.shippingMethodId);
          if (!method) need('a shipping method the fixtures do not hold');
          code.push(`await t.check(${roleRe('radio', method!.description.split(' (')[0]!)});`);
          break;
        }
        case 'checkout.setEasyOpen':
          code.push(`await t.check(${label(CHECKOUT_TEXTS.easyOpenCaps)}, ${Boolean(e.easyOpenCaps)});`);
          break;
        case 'checkout.selectPayment':
          code.push(
            `await t.check(${role('radio', CHECKOUT_TEXTS.paymentOptions[e.option as 'payNow' | 'payAtStore'])});`,
          );
          break;
        case 'checkout.cardSelected':
          code.push(`await t.click(${roleRe('button', 'Payment Method')});`);
          code.push(
            `await t.check(${page(`getByRole('dialog', { name: 'Select Payment' }).getByRole('radio', { name: ${re('ending in 1111')} })`)});`,
          );
          code.push(
            `await t.click(${page(`getByRole('dialog', { name: 'Select Payment' }).getByRole('button', { name: 'Confirm', exact: true })`)});`,
          );
          code.push(`await t.seeNo(${page(`getByRole('dialog', { name: 'Select Payment' })`)});`);
          break;
        case 'checkout.submit':
          if (step.to === 'ordering.settingUpPayment')
            code.push(`await t.hold(${q(CHECKOUT.onlinePay)}, ${re(RX_PATHS.paysysCards.split(':')[0]!)});`);
          if (step.to === 'ordering.submitting')
            code.push(`await t.hold(${q(CHECKOUT.order)}, ${re(RX_PATHS.ordersStage)});`);
          code.push(`await t.click(${role('button', CHECKOUT_TEXTS.placeOrder)});`);
          break;
        case 'xstate.done.actor.setUpOnlinePay':
          // The order goes out at once: it waits too, so the step sees "Placing your order…".
          if (step.to === 'ordering.submitting')
            code.push(`await t.hold(${q(CHECKOUT.order)}, ${re(RX_PATHS.ordersStage)});`);
          code.push(`await t.release(${q(CHECKOUT.onlinePay)});`);
          break;
        case 'xstate.error.actor.setUpOnlinePay':
          code.push(`await t.answer(${q(CHECKOUT.onlinePay)}, 500); // a switch: the payment service fails`);
          break;
        case 'xstate.done.actor.submitOrder':
          code.push(`await t.release(${q(CHECKOUT.order)});`);
          break;
        case 'xstate.error.actor.submitOrder':
          if ((e.error as { status?: number }).status === 400)
            need('the pharmacy refusing a valid order (400): no sandbox switch makes it refuse one');
          code.push(`await t.abort(${q(CHECKOUT.order)}); // a switch: the order never reaches the pharmacy`);
          break;
        case 'checkout.dismissError':
          code.push(`await t.click(${role('button', CHECKOUT_TEXTS.dismiss)});`);
          break;
        default:
          need(`the event ${step.event.type} (no browser driver for it)`);
      }
      void next;
      code.push(...checkoutChecks(step));
      return { title: `${step.step}. ${step.action}`, expect: step.expect, code };
    });
    return { given, setup, steps: built };
  },
};

export const BROWSER_DRIVERS: readonly BrowserDriver[] = [signInDriver, checkoutDriver];

// ---------------------------------------------------------------------------------------------------------------
// The file.

export interface PlaywrightMachine {
  entry: RegisteredMachine;
  listing: PathListing;
  paths: GeneratedPath[];
}

/** What becomes of each path: a test, or a todo with what it needs. */
export function planPaths(entry: RegisteredMachine, paths: readonly GeneratedPath[]) {
  const driver = BROWSER_DRIVERS.find((d) => d.machineId === entry.id);
  return paths.map((path) => {
    if (!driver)
      return { path, missing: `a browser driver for the ${entry.id} chart (scripts/paths-e2e.ts)` };
    try {
      return { path, test: driver.build(path) };
    } catch (error) {
      if (error instanceof Missing) return { path, missing: error.message };
      throw error;
    }
  });
}

/** The import of the runtime from where the file is written (the repository root when it goes to the screen). */
function runtimeImport(out: string | undefined): string {
  const runtime = resolve(REPO, 'tests/e2e/support/paths-runtime');
  const from = out ? dirname(resolve(out)) : REPO;
  const rel = relative(from, runtime).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const comment = (text: string) => text.replace(/\s+/g, ' ').replace(/\*\//g, '* /');

export function playwrightFile(
  machines: readonly PlaywrightMachine[],
  options: { out?: string | undefined; command: string },
): string {
  const lines: string[] = [];
  const plans = machines.map((m) => ({ ...m, plan: planPaths(m.entry, m.paths) }));
  const runnable = plans.reduce((n, m) => n + m.plan.filter((p) => p.test).length, 0);
  const todo = plans.reduce((n, m) => n + m.plan.filter((p) => !p.test).length, 0);
  lines.push(
    `// Generated by \`${options.command}\` from machines/registry.ts; regenerate it, do not edit.`,
    '// Run it: npm run paths:test -- <this file>   (a sandbox started like `npm start`, SANDBOX_HELPERS=on, fresh data;',
    '//          APP_URL=http://localhost:8080 runs it against an `SANDBOX_HELPERS=on npm start` already running).',
    `// ${runnable} ${runnable === 1 ? 'path runs' : 'paths run'} in Chromium; ${todo} ${todo === 1 ? 'is' : 'are'} it.todo, with what ${todo === 1 ? 'it needs' : 'they need'} (reported as todo, never as passed).`,
    `import { describe, it, pathTest, usePaths } from ${q(runtimeImport(options.out))};`,
    '',
    'usePaths();',
    '',
  );
  for (const { entry, listing, paths, plan } of plans) {
    const driver = BROWSER_DRIVERS.find((d) => d.machineId === entry.id);
    lines.push(`describe(${q(`${entry.title} (${entry.id})`)}, () => {`);
    lines.push(`  // ${comment(entry.spec)}: ${paths.length} of ${listing.paths.length} generated paths.`);
    if (driver) lines.push(`  // Uses ${comment(driver.needs)}.`);
    for (const { path, test, missing } of plan) {
      const title = `${path.name} (path ${path.number})`;
      if (!test) {
        lines.push(
          `  // ${comment(title)}: ${path.steps.map((s) => comment(`${s.step}. ${s.action} → ${s.expect}`)).join(' | ')}`,
        );
        lines.push(`  it.todo(${q(`${title}: needs ${missing}`)});`);
        continue;
      }
      lines.push(`  it(${q(title)}, async () => {`);
      lines.push('    const t = await pathTest();');
      for (const g of test.given) lines.push(`    // Given ${comment(g)}.`);
      for (const code of test.setup) lines.push(`    ${code}`);
      for (const step of test.steps) {
        lines.push(`    await t.step(${q(step.title)}, ${q(step.expect)}, async () => {`);
        for (const code of step.code) lines.push(`      ${code}`);
        lines.push('    });');
      }
      lines.push('  });');
    }
    lines.push('});', '');
  }
  return lines.join('\n');
}
