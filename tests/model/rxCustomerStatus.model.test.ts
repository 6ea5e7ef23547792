// @vitest-environment node
/** The customer status chart (pharmacy-portal.md §3 "Customer status", §4 "Customer status call", "Link state"):
 *  coverage over the generated paths and an oracle table with the spec's literals. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  customerStatusModel,
  unauthorizedAnswer,
  verifiedAnswer,
} from '../../machines/rx/customerStatus/customerStatus.fixtures';
import {
  type CustomerStatusAnswer,
  customerStatusMachine,
} from '../../machines/rx/customerStatus/customerStatus.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCustomerStatus chart', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: customerStatusMachine,
      events: customerStatusModel.events as never,
      serializeState: customerStatusModel.serializeState as never,
      simplePaths: true,
    });
    const report = coverage(customerStatusMachine, mergeReached(reachedByPath(customerStatusMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  const run = (answer: () => Promise<CustomerStatusAnswer>) => {
    let calls = 0;
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
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('goes NOT_CALLED → CALLED → RETURNED, and a screen load does not call again until INVALIDATED', async () => {
    const { actor, calls } = run(async () => verifiedAnswer);
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
    const { actor, calls } = run(async () => {
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
      const { actor } = run(async () => ({
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
      const { actor } = run(async () => ({
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
