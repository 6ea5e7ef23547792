/**
 * THE pharmacy session gate (pharmacy-portal.md §4 "customerVerified becomes true only when the session is active
 * and its status is AUTHORIZED", §4 "Session" timeout; docs/security.md "The pharmacy session gate"): the server
 * itself refuses pharmacy data to a signed-in customer whose pharmacy session does not allow it, whatever the page
 * does. One middleware after `rxAuth` (server/routes/rx/index.ts), one table:
 *
 * - every signed-in pharmacy route (/rx/api/*, /rx-security/*) is GATED unless RX_UNGATED_ROUTES lists it with the
 *   reason it must stay open: a route added later is gated by default;
 * - a gated route answers 403 `RX_SESSION_NOT_AUTHORIZED` until this sign-in's pharmacy session is AUTHORIZED (a
 *   security answer or a completed link in this sign-in, or a remembered device: server/rx/session.ts), and 401
 *   `RX_SESSION_TIMED_OUT` once the session has passed its inactivity expiry (warning + expiry seconds after the
 *   last mark, config.rxTimeouts) until the customer signs in again (api/contracts/rx-session-refusals.ts);
 * - the first gated request of an AUTHORIZED session that was never marked active marks it (as the page's own load
 *   does with PUT session, and with the same rule: server/rx/session.ts `markRxSessionActive`), so a caller that
 *   never marks still meets the inactivity timeout.
 *
 * The anonymous API, the guest paths and a guest's monograph read never reach it (`rxAuth` lets them through with
 * no customer); the vaccine record's signed-in shortcut asks `pharmacySessionRefusal` itself.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { BASE_PATHS } from '../../api/contracts/common';
import { RX_PATHS } from '../../api/contracts/rx';
import { RX_SECURITY_PATHS, type RxSession } from '../../api/contracts/rx-security';
import { RX_SESSION_REFUSALS, type RxSessionRefusal } from '../../api/contracts/rx-session-refusals';
import { SESSION_REFUSAL_MESSAGES } from '../../domain/rx/session';
import type { AppDeps } from '../http/deps';
import { errorResponse } from '../http/errors';
import type { RxCustomer, RxEnv } from './auth';
import { markRxSessionActive, readRxSession } from './session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An open route: why it must answer before the session is AUTHORIZED (docs/security.md lists them). */
export interface UngatedRoute {
  method: Method;
  path: string;
  reason: string;
  /** Open only for requests this says yes to (read after the route's own validation would; default: all). */
  when?: (c: Context) => Promise<boolean>;
}

const SESSION = 'the pharmacy session itself: how the page learns it must authorize, or has timed out';
const QUESTIONS = 'authorizing: answering, resetting or setting up the security questions';
const LINKING =
  'linking: proves the right to a patient from what the customer typed (a completed link authorizes); answers ' +
  'only about that patient';
const PRODUCT = 'product data, no patient: drug information sheets and the shipping catalog';

/** A new-patient request (the body carries the applicant's own `patient`, no patient number): applying to become
 *  a patient, as the link flow does. The orders' transfers and requests name patient numbers: gated. */
async function isNewPatientRequest(c: Context): Promise<boolean> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && 'patient' in body;
  } catch {
    // Not JSON: the route's validation answers 400 (gated or not, nothing is read).
    return true;
  }
}

/** Every signed-in pharmacy route that stays open before authorization, and why. Anything else is gated. */
export const RX_UNGATED_ROUTES: readonly UngatedRoute[] = [
  { method: 'GET', path: RX_SECURITY_PATHS.session, reason: SESSION },
  { method: 'PUT', path: RX_SECURITY_PATHS.session, reason: SESSION },
  { method: 'GET', path: RX_SECURITY_PATHS.sessionAuthorized, reason: SESSION },
  { method: 'GET', path: RX_SECURITY_PATHS.customerStatus, reason: SESSION },
  { method: 'GET', path: RX_SECURITY_PATHS.userHasChallengeQuestions, reason: QUESTIONS },
  { method: 'GET', path: RX_SECURITY_PATHS.userChallengeQuestions, reason: QUESTIONS },
  { method: 'POST', path: RX_SECURITY_PATHS.userChallengeQuestion, reason: QUESTIONS },
  { method: 'POST', path: RX_SECURITY_PATHS.resetChallengeQuestions, reason: QUESTIONS },
  { method: 'GET', path: RX_SECURITY_PATHS.challengeQuestions, reason: QUESTIONS },
  { method: 'POST', path: RX_SECURITY_PATHS.challengeQuestions, reason: QUESTIONS },
  { method: 'POST', path: RX_SECURITY_PATHS.patientMatches, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.prescriptionLookup, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.prescriptionVerify, reason: LINKING },
  { method: 'GET', path: RX_SECURITY_PATHS.idmQuiz, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.idmQuiz, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.idmQuizAnswers, reason: LINKING },
  { method: 'GET', path: RX_SECURITY_PATHS.prescriberQuiz, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.prescriberQuiz, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.prescriberLink, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.prescriptionLink, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.patientLink, reason: LINKING },
  { method: 'GET', path: RX_SECURITY_PATHS.isCustomerSelfLinked, reason: LINKING },
  { method: 'POST', path: RX_SECURITY_PATHS.createPatients, reason: LINKING },
  {
    method: 'POST',
    path: RX_PATHS.prescriptionRequest,
    reason: 'the new-patient request only (the applicant\u2019s own details, no patient number)',
    when: isNewPatientRequest,
  },
  { method: 'GET', path: RX_PATHS.monograph, reason: PRODUCT },
  { method: 'GET', path: RX_PATHS.monographImages, reason: PRODUCT },
  { method: 'GET', path: RX_PATHS.shippingMethods, reason: PRODUCT },
];

const isPharmacyPattern = (path: string) =>
  path.startsWith(`${BASE_PATHS.rx}/`) || path.startsWith(`${BASE_PATHS.rxSecurity}/`);

/** The route pattern of the pharmacy handler that answers this request (none: not a pharmacy route). */
export function pharmacyRouteOf(c: Context): { method: string; path: string } | null {
  // Hono answers HEAD with the GET handler.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && isPharmacyPattern(r.path));
  return route ? { method: route.method, path: route.path } : null;
}

/** Whether this request may run before the session is AUTHORIZED (no handler of its method: gated, by default). */
export async function isUngated(c: Context): Promise<boolean> {
  const route = pharmacyRouteOf(c);
  if (!route) return false;
  const open = RX_UNGATED_ROUTES.find((r) => r.method === route.method && r.path === route.path);
  if (!open) return false;
  return open.when ? open.when(c) : true;
}

/** Why this customer's pharmacy session may not have pharmacy data now, or null when it may (read only). */
export async function pharmacySessionRefusal(
  c: Context,
  deps: AppDeps,
  customer: RxCustomer,
): Promise<RxSessionRefusal | null> {
  return refusalOf(await readRxSession(c, deps, customer));
}

function refusalOf(session: RxSession): RxSessionRefusal | null {
  // Timed out first: answering a security question now would not help, only a new sign-in does.
  if (session.lastAccessDate !== null && !session.active) return 'timedOut';
  if (session.status !== 'AUTHORIZED') return 'notAuthorized';
  return null;
}

export function refusalResponse(c: Context, refusal: RxSessionRefusal) {
  const { status, code } = RX_SESSION_REFUSALS[refusal];
  return errorResponse(c, status, code, SESSION_REFUSAL_MESSAGES[refusal]);
}

/** The middleware (after rxAuth): see the module comment. */
export function rxSessionGate(deps: AppDeps): MiddlewareHandler<RxEnv> {
  return async (c, next) => {
    const customer = c.get('rxCustomer');
    if (!customer || (await isUngated(c))) return next();
    const session = await readRxSession(c, deps, customer);
    const refusal = refusalOf(session);
    if (refusal) return refusalResponse(c, refusal);
    if (session.lastAccessDate === null) await markRxSessionActive(c, deps, customer, session);
    return next();
  };
}
