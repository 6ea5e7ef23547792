/**
 * Customer status (pharmacy-portal.md §3 "Customer status", §4 "Customer status call", "Link state"): what the
 * pharmacy knows of the signed-in customer, every field. Derived where the data already says it (links, answers,
 * verified emails). guestVerified says whether this browser verified a guest link by date of birth (issue 10 part
 * 2); verificationLocked and verificationAttempted belong to the guest page's own chart and are false here.
 */
import type { Context } from 'hono';
import type { CustomerStatus, LinkState } from '../../api/contracts/rx-security';
import { isCustomerVerified } from '../../domain/rx/session';
import type { AppDeps } from '../http/deps';
import { linksOf, type PatientLink } from './access';
import { attemptsOf } from './identity/challenge-attempts';
import { isGuestVerified } from './identity/guest';
import { mockScenarioOf } from './mocks';
import type { RxCustomer } from './auth';
import { isRememberedDevice, readRxSession } from './session';

/** §4 "Link state": no links; some approved; only unapproved ones (pending approval). */
export function linkStateOf(links: readonly PatientLink[]): LinkState {
  if (links.length === 0) return 'NO_LINKS';
  return links.some((l) => l.customerVerified) ? 'APPROVED_LINKS' : 'ONLY_UNAPPROVED_LINKS';
}

/** §9 "Security questions: exactly 3". */
export const CHALLENGE_QUESTION_COUNT = 3;

export async function customerStatusOf(
  c: Context,
  deps: AppDeps,
  customer: RxCustomer,
): Promise<CustomerStatus> {
  const [links, answers, rxCustomer, verifiedEmail, knownMachine, session, guestVerified, attempts] =
    await Promise.all([
      linksOf(deps.db, customer),
      deps.db
        .selectFrom('rx_customer_challenges')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customer.customerId)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('rx_customers')
        .select(['identity_verified', 'linking_locked_until'])
        .where('customer_id', '=', customer.customerId)
        .executeTakeFirst(),
      deps.db
        .selectFrom('customer_emails')
        .select('id')
        .where('customer_id', '=', customer.customerId)
        .where('is_verified', '=', true)
        .executeTakeFirst(),
      isRememberedDevice(c, deps, customer),
      readRxSession(c, deps, customer),
      isGuestVerified(c, deps),
      attemptsOf(deps, customer.customerId),
    ]);
  // Sandbox mock scenarios (server/rx/mocks.ts): a verified customer, with or without security questions.
  const mock = mockScenarioOf(c, deps);
  const mockVerified = mock === 'verifiedWithQuestions' || mock === 'verifiedWithoutQuestions';
  const lockedUntil = rxCustomer?.linking_locked_until ?? null;
  return {
    hasChallengeQuestions: mockVerified
      ? mock === 'verifiedWithQuestions'
      : Number(answers.n) >= CHALLENGE_QUESTION_COUNT,
    linkStatus: linkStateOf(links),
    selfLinked: links.some((l) => l.relationshipType === 'SELF'),
    knownMachine,
    identityVerified: mockVerified || (rxCustomer?.identity_verified ?? false),
    emailConfirmed: verifiedEmail !== undefined,
    // A guest's date of birth verified on this browser (server/rx/identity/guest.ts); the locked and attempted
    // flags are the guest-verification page's own (its chart), never the signed-in customer's.
    guestVerified,
    verificationLocked: false,
    verificationAttempted: false,
    accountLockedForLinking: lockedUntil !== null && lockedUntil.getTime() > deps.now().getTime(),
    customerVerified: isCustomerVerified(session),
    securityQuestionsLocked: attempts.lockedStatus === 'LOCKED',
  };
}
