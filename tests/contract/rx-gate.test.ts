// @vitest-environment node
/**
 * The pharmacy session gate (pharmacy-portal.md §4 "customerVerified becomes true only when the session is active and
 * its status is AUTHORIZED", §4 "Session", §9 "inactivity warning at 540 s; expiry 61 s later"; docs/security.md "The
 * pharmacy session gate"), at the HTTP level: a password-only sign-in gets no patient data, whatever the page does;
 * an AUTHORIZED one (a right security answer, a remembered device) does; a pharmacy session past its expiry gets no
 * data until the customer signs in again. Every signed-in pharmacy route the app registers is checked, so a route
 * added later without a reason to be open is refused too.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, signIn, testConfig, type TestServer } from './support';

let server: TestServer;
let app: Hono;
let clock = new Date('2026-11-23T15:00:00.000Z');
const config = testConfig({ rxTimeouts: { warningSeconds: 540, expirySeconds: 61 } });
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config, now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

const JORDAN = '100234567';
const JORDAN_CARD = '4800012345678';
/** Jordan's three security answers (server/db/fixtures/rx-security.ts, as the sandbox documents them). */
const JORDAN_ANSWERS: Record<string, string> = { SQ101: 'biscuit', SQ201: 'cincinnati', SQ301: 'corolla' };

const NOT_AUTHORIZED = {
  error: {
    code: 'RX_SESSION_NOT_AUTHORIZED',
    message: 'Answer your security question to see your pharmacy information.',
  },
};
const TIMED_OUT = {
  error: {
    code: 'RX_SESSION_TIMED_OUT',
    message: 'You were logged out due to inactivity, please log in and try again',
  },
};

/** The routes that must answer before authorization (docs/security.md lists them with their reasons). */
const OPEN = new Set([
  'GET /rx-security/session',
  'PUT /rx-security/session',
  'GET /rx-security/session/authorized',
  'GET /rx-security/customer/status',
  'GET /rx-security/user-has-challenge-questions',
  'GET /rx-security/user-challenge-questions',
  'POST /rx-security/user-challenge-question',
  'POST /rx-security/reset-challenge-questions',
  'GET /rx-security/challenge-questions',
  'POST /rx-security/challenge-questions',
  'POST /rx-security/rx-security-api/customer/patient-matches',
  'POST /rx-security/rx-security-api/customer/prescription/lookup',
  'POST /rx-security/rx-security-api/customer/prescription/verify',
  'GET /rx-security/idm/quiz',
  'POST /rx-security/idm/quiz',
  'POST /rx-security/idm/quiz/answers',
  'GET /rx-security/prescriber/quiz',
  'POST /rx-security/prescriber/quiz',
  'POST /rx-security/prescriber/link',
  'POST /rx-security/prescription/link',
  'POST /rx-security/patient/link',
  'GET /rx-security/is-customer-self-linked',
  'POST /rx-security/rx-security-api/customer/create/patients',
  'GET /rx/api/product-monograph/:productNumber/monograph',
  'GET /rx/api/product-monograph/images',
  'GET /rx/api/shipping-methods',
]);
/** Open for the new-patient request only (the applicant's own details); gated for the orders' requests. */
const PRESCRIPTION_REQUEST = 'POST /rx/api/prescription-request';

/** A concrete address for a route pattern (values of Jordan's where a patient is named). */
function concrete(path: string): string {
  return path
    .replace(':patientNumber', JORDAN)
    .replace(':rxNumber', '900000001')
    .replace(':addressId', 'AD-1')
    .replace(':facilityId', '01400412')
    .replace(':productNumber', '12345')
    .replace(/:[A-Za-z]+/g, 'x');
}

/** Every signed-in pharmacy route of the app: one that asks to sign in first (401 UNAUTHENTICATED) signed out. */
async function signedInPharmacyRoutes(): Promise<Array<{ method: string; path: string }>> {
  const anonymous = new Browser(app);
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const r of app.routes) {
    if (r.method === 'ALL' || !/^\/(rx\/api|rx-security)\//.test(r.path)) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const answer = await anonymous.request(concrete(r.path), {
      method: r.method,
      ...(r.method === 'GET' ? {} : { json: {} }),
    });
    const signInFirst =
      answer.status === 401 &&
      ((await answer.json()) as { error: { code: string } }).error.code === 'UNAUTHENTICATED';
    if (signInFirst) routes.push({ method: r.method, path: r.path });
  }
  return routes;
}

async function call(browser: Browser, method: string, path: string, json: unknown = {}) {
  return browser.request(concrete(path), { method, ...(method === 'GET' ? {} : { json }) });
}

async function answerRight(browser: Browser) {
  const asked = await browser.get('/rx-security/user-challenge-questions');
  expect(asked.status).toBe(200);
  const { questions } = (await asked.json()) as { questions: Array<{ questionId: string }> };
  const questionId = questions[0]!.questionId;
  const answered = await browser.post('/rx-security/user-challenge-question', {
    questionId,
    answer: JORDAN_ANSWERS[questionId],
    rememberDevice: false,
  });
  expect(((await answered.json()) as { answerCorrect: boolean }).answerCorrect).toBe(true);
}

async function signedIn(account = ACCOUNTS.shopper) {
  const browser = new Browser(app);
  await signIn(browser, account);
  return browser;
}

async function patientNumbers(browser: Browser) {
  const response = await browser.get('/rx/api/patient-profiles/');
  expect(response.status).toBe(200);
  return ((await response.json()) as { patients: Array<{ patientNumber: string }> }).patients.map(
    (p) => p.patientNumber,
  );
}

describe('a password-only sign-in (pharmacy session UNAUTHORIZED)', () => {
  it('gets no patient data: the issue\u2019s routes answer 403 RX_SESSION_NOT_AUTHORIZED', async () => {
    const jordan = await signedIn();
    for (const [method, path] of [
      ['GET', '/rx/api/patient-profiles/'],
      ['GET', `/rx/api/prescription/patient/prescriptions?patientNumber=${JORDAN}`],
      ['GET', `/rx/api/notification-settings/${JORDAN}`],
      ['POST', `/rx/api/notification-settings/${JORDAN}`],
      ['GET', `/rx/api/addresses?patientNumber=${JORDAN}`],
      ['GET', `/rx/api/receipt-loyalty?loyaltyId=${JORDAN_CARD}`],
      ['PUT', `/rx/api/patient/${JORDAN}/loyaltyCardNumber`],
      ['GET', `/rx/api/notifications/${JORDAN}`],
      ['GET', '/rx-security/customer/relationships'],
      ['PUT', '/rx-security/customer/relationship'],
      ['GET', '/rx/api/cart'],
      ['POST', '/rx/api/orders-stage'],
      ['GET', `/rx/api/prescription/transactions?patientNumber=${JORDAN}`],
      ['GET', '/rx/api/patient-programs'],
      ['GET', `/rx/api/prescription-patient/${JORDAN}/fill-locations`],
    ] as const) {
      const answer = await call(jordan, method, path);
      expect(`${method} ${path} ${answer.status}`).toBe(`${method} ${path} 403`);
      expect(await answer.json()).toEqual(NOT_AUTHORIZED);
    }
  });

  it('is refused on every signed-in pharmacy route but the open ones, and the open ones answer', async () => {
    const routes = await signedInPharmacyRoutes();
    // Not vacuous: the pharmacy registers dozens of signed-in routes.
    expect(routes.length).toBeGreaterThan(60);
    const jordan = await signedIn();
    const wronglyOpen: string[] = [];
    const wronglyRefused: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const answer = await call(jordan, route.method, route.path);
      const refused =
        answer.status === 403 && (await answer.json()).error?.code === 'RX_SESSION_NOT_AUTHORIZED';
      if (OPEN.has(key) && refused) wronglyRefused.push(key);
      if (!OPEN.has(key) && !refused) wronglyOpen.push(`${key} ${answer.status}`);
    }
    expect(wronglyOpen).toEqual([]);
    expect(wronglyRefused).toEqual([]);
    expect([...OPEN].filter((key) => !routes.some((r) => `${r.method} ${r.path}` === key))).toEqual([]);
  });

  it('may ask to become a new patient, never send a request naming a patient number', async () => {
    const jordan = await signedIn();
    const orders = await jordan.post('/rx/api/prescription-request', {
      patients: [{ patientNumber: JORDAN, type: 'NEW', prescriptions: [] }],
    });
    expect(orders.status).toBe(403);
    const applying = await jordan.post('/rx/api/prescription-request', { patient: {}, patients: [] });
    expect(applying.status).toBe(400);
    expect(PRESCRIPTION_REQUEST).toBe('POST /rx/api/prescription-request');
  });

  it('cannot authorize itself by resetting the security questions with the password alone (not locked)', async () => {
    const jordan = await signedIn();
    const reset = await jordan.post('/rx-security/reset-challenge-questions', {
      password: 'Shopper123',
      userChallenges: [
        { questionId: 'SQ101', answer: 'mine1' },
        { questionId: 'SQ201', answer: 'mine2' },
        { questionId: 'SQ301', answer: 'mine3' },
      ],
      preferredDevice: false,
    });
    expect(reset.status).toBe(409);
    const answered = await jordan.post('/rx-security/user-challenge-question', {
      questionId: 'SQ101',
      answer: 'mine1',
      rememberDevice: false,
    });
    expect(((await answered.json()) as { answerCorrect: boolean }).answerCorrect).toBe(false);
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(403);
    await server.db.kysely.deleteFrom('rx_challenge_attempts').execute();
  });

  it('stays refused while the security questions are TEMPORARILY_LOCKED', async () => {
    const jordan = await signedIn();
    for (const questionId of ['SQ101', 'SQ201', 'SQ301'])
      await jordan.post('/rx-security/user-challenge-question', {
        questionId,
        answer: 'wrong',
        rememberDevice: false,
      });
    const state = (await (await jordan.get('/rx-security/user-challenge-questions')).json()) as {
      lockedStatus: string;
    };
    expect(state.lockedStatus).toBe('TEMPORARILY_LOCKED');
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(403);
    // The sandbox's lock is per customer: lift it for the other tests (a new database row would do the same).
    await server.db.kysely.deleteFrom('rx_challenge_attempts').execute();
  });

  it('does not get the vaccine record at once: the text message, as a guest', async () => {
    const jordan = await signedIn();
    const verified = await jordan.post('/rx-security/dvr/verify-dvr', {
      firstName: 'Jordan',
      lastName: 'Whitfield',
      dateOfBirth: '1986-07-19',
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ verified: true, delivery: 'TEXT_MESSAGE' });
    expect((await jordan.get('/rx-security/dvr/smart-health-card')).status).toBe(401);
  });
});

describe('an AUTHORIZED pharmacy session', () => {
  it('gets the data after a right security answer in this sign-in', async () => {
    const jordan = await signedIn();
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(403);
    await answerRight(jordan);
    expect(await patientNumbers(jordan)).toEqual(['100234567', '100234568', '100234569', '100234570']);
    const verified = await jordan.post('/rx-security/dvr/verify-dvr', {
      firstName: 'Jordan',
      lastName: 'Whitfield',
      dateOfBirth: '1986-07-19',
    });
    expect(await verified.json()).toMatchObject({ verified: true, delivery: 'DIRECT' });
    expect((await jordan.get('/rx-security/dvr/smart-health-card')).status).toBe(200);
  });

  it('gets the data on a remembered browser, in a new sign-in too', async () => {
    const first = await signedIn();
    expect((await first.post('/__sandbox/rx/remember-device')).status).toBe(204);
    expect(await patientNumbers(first)).toContain(JORDAN);
    const again = new Browser(app);
    again.cookies.set('rxd', first.cookies.get('rxd')!);
    await signIn(again, ACCOUNTS.shopper);
    expect(await patientNumbers(again)).toContain(JORDAN);
  });
});

describe('a pharmacy session past its inactivity expiry (540 s + 61 s)', () => {
  it('gets no data, the health card included, until the customer signs in again', async () => {
    const jordan = await signedIn();
    await answerRight(jordan);
    expect((await jordan.request('/rx-security/session', { method: 'PUT', json: {} })).status).toBe(200);
    await jordan.post('/rx-security/dvr/verify-dvr', {
      firstName: 'Jordan',
      lastName: 'Whitfield',
      dateOfBirth: '1986-07-19',
    });
    tick(600);
    expect(await patientNumbers(jordan)).toContain(JORDAN);
    expect((await jordan.get('/rx-security/dvr/smart-health-card')).status).toBe(200);
    // Reading data is not activity: only the page's marks are (PUT session).
    tick(2);
    const session = (await (await jordan.get('/rx-security/session')).json()) as { active: boolean };
    expect(session.active).toBe(false);
    const refused = await jordan.get('/rx/api/patient-profiles/');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(TIMED_OUT);
    expect((await jordan.get(`/rx/api/addresses?patientNumber=${JORDAN}`)).status).toBe(401);
    expect((await jordan.get('/rx-security/dvr/smart-health-card')).status).toBe(401);
    // Answering the security question again does not revive it; signing in again does.
    await answerRight(jordan);
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(401);
    await signIn(jordan, ACCOUNTS.shopper);
    await answerRight(jordan);
    expect(await patientNumbers(jordan)).toContain(JORDAN);
  });

  it('runs from the first data read when the caller never marks the session active', async () => {
    const jordan = await signedIn();
    await answerRight(jordan);
    expect(await patientNumbers(jordan)).toContain(JORDAN);
    tick(602);
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(401);
  });

  it('with shorter sandbox timings (RX_TIMEOUT_WARNING_S=2, RX_TIMEOUT_EXPIRY_S=2): refused 6 s after the last activity', async () => {
    const short = createApp({
      db: server.db,
      config: testConfig({ rxTimeouts: { warningSeconds: 2, expirySeconds: 2 } }),
      now: () => clock,
    });
    const jordan = new Browser(short);
    await signIn(jordan, ACCOUNTS.shopper);
    expect((await jordan.post('/__sandbox/rx/remember-device')).status).toBe(204);
    expect((await jordan.request('/rx-security/session', { method: 'PUT', json: {} })).status).toBe(200);
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(200);
    tick(6);
    expect((await jordan.get('/rx/api/patient-profiles/')).status).toBe(401);
  });
});
