// @vitest-environment node
/**
 * The customer status chart's oracle table (pharmacy-portal.md §3 "Customer status", §4 "Customer status call" and
 * "Link state"): each expected value is a literal copied from the spec or from the chart's fixtures (Jordan's status),
 * never the chart's own constant. The coverage replay over the generated paths is rxCustomerStatus.model.test.ts.
 * This file is the customer status's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { unauthorizedAnswer, verifiedAnswer } from '../../machines/rx/customerStatus/customerStatus.fixtures';
import type {
  CustomerStatusAnswer,
  customerStatusMachine,
} from '../../machines/rx/customerStatus/customerStatus.machine';
import { serverError } from '../../machines/rx/fixtures';
import { type OracleCase, oracleTable } from './oracle';

const load = () =>
  import('../../machines/rx/customerStatus/customerStatus.machine').then((m) => m.customerStatusMachine);

async function run(answer: () => Promise<CustomerStatusAnswer>) {
  let calls = 0;
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { customerStatusMachine } = await import('../../machines/rx/customerStatus/customerStatus.machine');
  const actor = createActor(
    customerStatusMachine.provide({
      actors: {
        fetchCustomerStatus: fromPromise(() => {
          calls += 1;
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('rxCustomerStatus chart: oracle (literals from the spec)', () => {
  it('goes NOT_CALLED → CALLED → RETURNED, and a screen load does not call again until INVALIDATED', async () => {
    const { actor, calls } = await run(async () => verifiedAnswer);
    expect(actor.getSnapshot().value).toBe('notCalled');
    actor.send({ type: 'customerStatus.request' });
    expect(actor.getSnapshot().value).toBe('called');
    await settle();
    expect(actor.getSnapshot().value).toBe('returned');
    actor.send({ type: 'customerStatus.request' });
    expect(calls()).toBe(1);
    actor.send({ type: 'customerStatus.invalidate' });
    expect(actor.getSnapshot().value).toBe('invalidated');
    actor.send({ type: 'customerStatus.request' });
    await settle();
    expect([actor.getSnapshot().value, calls()]).toEqual(['returned', 2]);
  });

  it('ERROR: the next screen load asks again', async () => {
    const { actor, calls } = await run(async () => {
      throw new Error('503');
    });
    actor.send({ type: 'customerStatus.request' });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'customerStatus.request' });
    expect(calls()).toBe(2);
  });

  it.each([
    { active: true, status: 'AUTHORIZED', verified: true },
    { active: false, status: 'AUTHORIZED', verified: false },
    { active: true, status: 'UNAUTHORIZED', verified: false },
    { active: false, status: 'UNAUTHORIZED', verified: false },
  ] as const)(
    'customerVerified only when the session is active and AUTHORIZED: $active, $status → $verified',
    async (row) => {
      const { actor } = await run(async () => ({
        ...unauthorizedAnswer,
        authorized: { authorized: row.verified, active: row.active, status: row.status },
      }));
      actor.send({ type: 'customerStatus.request' });
      await settle();
      expect(actor.getSnapshot().context.customerVerified).toBe(row.verified);
    },
  );

  it.each(['NO_LINKS', 'APPROVED_LINKS', 'ONLY_UNAPPROVED_LINKS'] as const)(
    'keeps the link state %s',
    async (linkStatus) => {
      const { actor } = await run(async () => ({
        ...verifiedAnswer,
        status: { ...verifiedAnswer.status, linkStatus },
      }));
      actor.send({ type: 'customerStatus.request' });
      await settle();
      expect(actor.getSnapshot().context.linkState).toBe(linkStatus);
      actor.send({ type: 'customerStatus.clear' });
      expect(actor.getSnapshot().context).toEqual({
        status: null,
        authorized: null,
        linkState: null,
        customerVerified: false,
      });
    },
  );
});

const request = { type: 'customerStatus.request' } as const;
const invalidate = { type: 'customerStatus.invalidate' } as const;
const clear = { type: 'customerStatus.clear' } as const;
const answered = (output: CustomerStatusAnswer) => ({
  type: 'xstate.done.actor.fetchCustomerStatus',
  output,
});
const verified = answered(verifiedAnswer);
const unauthorized = answered(unauthorizedAnswer);
const fails = {
  type: 'xstate.error.actor.fetchCustomerStatus',
  error: serverError('GET /rx-security/customer/status', 503),
};
/** Nothing known: the context before any call and after a sign-out. */
const NOTHING = { status: null, authorized: null, linkState: null, customerVerified: false };
/** Jordan's status as the fixtures give it, once kept. */
const JORDAN = {
  status: {
    hasChallengeQuestions: true,
    linkStatus: 'APPROVED_LINKS',
    selfLinked: true,
    knownMachine: true,
    identityVerified: true,
    emailConfirmed: true,
    guestVerified: false,
    verificationLocked: false,
    verificationAttempted: false,
    accountLockedForLinking: false,
    customerVerified: true,
  },
  authorized: { authorized: true, active: true, status: 'AUTHORIZED' },
  linkState: 'APPROVED_LINKS',
  customerVerified: true,
};

const cases: OracleCase<typeof customerStatusMachine>[] = [
  {
    name: '§4 NOT_CALLED at first: nothing known, not busy, no call; a screen load is accepted, an invalidate refused',
    steps: [],
    state: 'notCalled',
    notTags: ['busy'],
    callCounts: { fetchCustomerStatus: 0 },
    accepts: [request, clear],
    refuses: [invalidate],
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: '§4 CALLED: a screen load calls the status once (no input), busy, nothing known yet',
    steps: [request],
    state: 'called',
    tags: ['busy'],
    callCounts: { fetchCustomerStatus: 1 },
    calls: { fetchCustomerStatus: undefined },
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: 'CALLED: a second screen load while the call is on its way is refused (no second call)',
    steps: [request, request],
    state: 'called',
    refuses: [request],
    accepts: [invalidate, clear],
    callCounts: { fetchCustomerStatus: 1 },
  },
  {
    name: '§3 RETURNED: keeps Jordan’s status, its authorization, the link state and customerVerified',
    steps: [request, verified],
    state: 'returned',
    notTags: ['busy'],
    verify: (run) => expect(run.snapshot().context).toEqual(JORDAN),
  },
  {
    name: 'RETURNED: a screen load is refused (the status is kept), an invalidate and a sign-out are accepted',
    steps: [request, verified, request],
    state: 'returned',
    refuses: [request],
    accepts: [invalidate, clear],
    callCounts: { fetchCustomerStatus: 1 },
  },
  {
    name: '§4 linked but not authorized on this browser: RETURNED with customerVerified false',
    steps: [request, unauthorized],
    state: 'returned',
    context: {
      linkState: 'APPROVED_LINKS',
      customerVerified: false,
      authorized: { authorized: false, active: false, status: 'UNAUTHORIZED' },
      status: { knownMachine: false, customerVerified: false },
    },
  },
  {
    name: '§4 customerVerified is the session’s (active and AUTHORIZED), not the status’s own customerVerified field',
    steps: [
      request,
      answered({
        status: { ...verifiedAnswer.status, customerVerified: false },
        authorized: { authorized: true, active: true, status: 'AUTHORIZED' },
      }),
    ],
    context: { customerVerified: true },
  },
  {
    name: '§4 the link state is the status’s linkStatus (ONLY_UNAPPROVED_LINKS)',
    steps: [
      request,
      answered({
        ...verifiedAnswer,
        status: { ...verifiedAnswer.status, linkStatus: 'ONLY_UNAPPROVED_LINKS' },
      }),
    ],
    context: { linkState: 'ONLY_UNAPPROVED_LINKS', status: { linkStatus: 'ONLY_UNAPPROVED_LINKS' } },
  },
  {
    name: '§4 ERROR: the failed call keeps nothing; the next screen load asks again, an invalidate is refused',
    steps: [request, fails],
    state: 'error',
    notTags: ['busy'],
    accepts: [request, clear],
    refuses: [invalidate],
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: 'ERROR then a screen load: CALLED again (second call), and its answer is kept',
    steps: [request, fails, request, verified],
    state: 'returned',
    callCounts: { fetchCustomerStatus: 2 },
    verify: (run) => expect(run.snapshot().context).toEqual(JORDAN),
  },
  {
    name: '§4 INVALIDATED keeps the page as it was (the status stays until asked again)',
    steps: [request, verified, invalidate],
    state: 'invalidated',
    notTags: ['busy'],
    accepts: [request, clear],
    refuses: [invalidate],
    verify: (run) => expect(run.snapshot().context).toEqual(JORDAN),
  },
  {
    name: '§4 an invalidated status is re-requested on screen load and the new answer replaces the old one',
    steps: [request, verified, invalidate, request, unauthorized],
    state: 'returned',
    callCounts: { fetchCustomerStatus: 2 },
    context: { customerVerified: false, authorized: { status: 'UNAUTHORIZED' } },
  },
  {
    name: 'a failed re-request after an invalidate keeps the earlier status',
    steps: [request, verified, invalidate, request, fails],
    state: 'error',
    callCounts: { fetchCustomerStatus: 2 },
    verify: (run) => expect(run.snapshot().context).toEqual(JORDAN),
  },
  {
    name: 'an invalidate while CALLED drops the call: its late answer is not kept, the next screen load asks again',
    steps: [request, invalidate, verified],
    state: 'invalidated',
    accepts: [request],
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: 'sign-out after RETURNED: NOT_CALLED with nothing known',
    steps: [request, verified, clear],
    state: 'notCalled',
    refuses: [invalidate],
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: 'sign-out while CALLED: NOT_CALLED, the late answer is not kept',
    steps: [request, clear, verified],
    state: 'notCalled',
    notTags: ['busy'],
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: 'sign-out after ERROR and after INVALIDATED: NOT_CALLED, and the next screen load calls again',
    steps: [request, fails, clear, request, verified, invalidate, clear, request],
    state: 'called',
    callCounts: { fetchCustomerStatus: 3 },
    verify: (run) => expect(run.snapshot().context).toEqual(NOTHING),
  },
  {
    name: 'no timer: a call on its way an hour later is still CALLED (the spec gives no timeout)',
    steps: [request, { advance: 60 * 60 * 1000 }],
    state: 'called',
    callCounts: { fetchCustomerStatus: 1 },
  },
];

describe('rxCustomerStatus chart: oracle, each rule from both sides', () => {
  oracleTable(load, cases);
});
