/** Live mode never lets a personal field reach the BroadcastChannel: the bridge redacts with the one list in
 *  src/domain/privacy.ts before posting. */
import { createActor, type InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { findMachine, offlineMachine } from '../../machines/registry';
import { isPersonalKey, PERSONAL_DATA_KEYS, REDACTED, redact } from '../../src/domain/privacy';
import { INSPECTOR_CHANNEL, type InspectorMessage, inspectTo, toMessage } from '../../src/inspection';

const EMAIL = 'dana.whitfield@example.com';
const PASSWORD = 'S3cret-Passw0rd';

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function runSignIn(inspect: (ev: InspectionEvent) => void) {
  const entry = findMachine('signIn')!;
  const actor = createActor(offlineMachine(entry), { input: entry.model.startInputs![0] as never, inspect });
  actor.start();
  actor.send({ type: 'signIn.submit', email: EMAIL, password: PASSWORD, rememberMe: true });
  actor.send({
    type: 'xstate.done.actor.signIn',
    output: {
      data: {
        statusCode: 200,
        statusMessage: 'SUCCESS',
        authenticationState: {
          userInfo: { userId: 'c-1', emailVerified: true, banner: 'freshway', authorities: [], email: EMAIL },
        },
      },
    },
  } as never);
  actor.stop();
}

describe('redact', () => {
  it('replaces every listed key at any depth, case-insensitively, and keeps the rest', () => {
    const out = redact({
      type: 'x',
      credentials: { Email: EMAIL, password: PASSWORD, rememberMe: true },
      list: [{ cardNumber: '4111111111111111', last4: '1111' }],
      pin: '1234',
      answers: ['blue'],
    }) as Record<string, unknown>;
    expect(out).toEqual({
      type: 'x',
      credentials: { Email: REDACTED, password: REDACTED, rememberMe: true },
      list: [{ cardNumber: REDACTED, last4: '1111' }],
      pin: REDACTED,
      answers: REDACTED,
    });
  });

  it('covers names, dates of birth, phones, emails, card data, PINs, answers and prescriptions', () => {
    for (const key of [
      'firstName',
      'dateOfBirth',
      'phoneNumber',
      'email',
      'cardNumber',
      'cvv',
      'pin',
      'answer',
      'prescription',
      'rxNumber',
    ])
      expect(isPersonalKey(key), key).toBe(true);
    expect(PERSONAL_DATA_KEYS.length).toBeGreaterThan(20);
  });
});

describe('live-mode bridge', () => {
  let receiver: BroadcastChannel | undefined;
  let sender: BroadcastChannel | undefined;
  afterEach(() => {
    receiver?.close();
    sender?.close();
  });

  it('posts redacted messages only: the password and email never reach the channel', () => {
    const posted: unknown[] = [];
    runSignIn(inspectTo({ postMessage: (m) => posted.push(structuredClone(m)) }, 'tab1'));
    const events = posted.filter(
      (m): m is Extract<InspectorMessage, { kind: 'event' }> => (m as InspectorMessage).kind === 'event',
    );
    const signIn = events.find((m) => m.event.type === 'signIn.submit');
    expect(signIn?.event).toEqual({
      type: 'signIn.submit',
      email: REDACTED,
      password: REDACTED,
      rememberMe: true,
    });
    const all = posted.flatMap(strings);
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain(PASSWORD);
    expect(JSON.stringify(posted)).not.toMatch(/dana\.whitfield|S3cret/);
    // The machine moved and the inspector can follow it.
    const values = posted.flatMap((m) =>
      (m as InspectorMessage).kind === 'snapshot' ? [(m as { value: unknown }).value] : [],
    );
    expect(values).toEqual(expect.arrayContaining([{ page: 'checking' }, { page: 'submitting' }]));
  });

  it('what arrives on a real BroadcastChannel carries no personal field in clear', async () => {
    receiver = new BroadcastChannel(INSPECTOR_CHANNEL);
    sender = new BroadcastChannel(INSPECTOR_CHANNEL);
    const received: unknown[] = [];
    receiver.onmessage = (e: MessageEvent) => received.push(e.data);
    runSignIn(inspectTo(sender, 'tab2'));
    await expect.poll(() => received.some((m) => (m as InspectorMessage).kind === 'event')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    const text = JSON.stringify(received);
    expect(text).toContain(REDACTED);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PASSWORD);
  });

  it('redacts context too (a loaded profile never leaves the tab)', () => {
    const message = toMessage(
      {
        type: '@xstate.snapshot',
        actorRef: { sessionId: 'x:1', id: 'profile' },
        rootId: 'x:1',
        event: { type: 'xstate.done.actor.fetchProfile' },
        snapshot: {
          value: 'loaded',
          status: 'active',
          context: { profile: { firstName: 'Dana' }, failure: null },
        },
      } as unknown as InspectionEvent,
      'tab',
    );
    expect(message).toMatchObject({ kind: 'snapshot', value: 'loaded', context: { profile: REDACTED } });
  });
});
