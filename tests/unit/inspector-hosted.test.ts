// @vitest-environment node
/** The public hosted inspector is opt-in: loaded only when switched on, and it receives the already redacted
 *  live messages (never the raw inspection events). */
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  actor: [] as unknown[][],
  event: [] as unknown[][],
  snapshot: [] as unknown[][],
  stop: 0,
  created: 0,
}));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    calls.created++;
    return {
      actor: (...args: unknown[]) => calls.actor.push(args),
      event: (...args: unknown[]) => calls.event.push(args),
      snapshot: (...args: unknown[]) => calls.snapshot.push(args),
      stop: () => {
        calls.stop++;
      },
    };
  },
}));

describe('hosted inspector (opt-in)', () => {
  it('forwards redacted messages with the machine definition, and stops when switched off', async () => {
    const { attachHostedInspector } = await import('../../src/inspector/hosted');
    expect(calls.created).toBe(0);
    const hosted = await attachHostedInspector();
    expect(calls.created).toBe(1);
    hosted.forward({
      kind: 'actor',
      tab: 't',
      time: 1,
      actorId: 'x:0',
      logicId: 'session',
      isMachine: true,
      parentId: null,
    });
    hosted.forward({
      kind: 'event',
      tab: 't',
      time: 2,
      actorId: 'x:0',
      sourceId: null,
      event: { type: 'session.signIn', credentials: { email: '[redacted]', password: '[redacted]' } },
    });
    hosted.forward({
      kind: 'snapshot',
      tab: 't',
      time: 3,
      actorId: 'x:0',
      value: 'signingIn',
      status: 'active',
      context: {},
      eventType: 'session.signIn',
    });
    expect(calls.actor[0]![0]).toBe('t/x:0');
    expect(JSON.parse((calls.actor[0]![2] as { definition: string }).definition)).toMatchObject({
      id: 'session',
    });
    expect(calls.event[0]).toEqual([
      't/x:0',
      { type: 'session.signIn', credentials: { email: '[redacted]', password: '[redacted]' } },
      {},
    ]);
    expect(calls.snapshot[0]).toEqual(['t/x:0', { value: 'signingIn', context: {}, status: 'active' }]);
    hosted.detach();
    expect(calls.stop).toBe(1);
  });
});
