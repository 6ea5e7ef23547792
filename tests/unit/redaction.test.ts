// @vitest-environment node
/** Live mode never lets a personal field reach the BroadcastChannel: the bridge redacts with the one list in
 *  domain/privacy.ts before posting. */
import { createActor, type InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { fullProfile } from '../../machines/account/profile/profile.fixtures';
import { findMachine, offlineMachine } from '../../machines/registry';
import { isPersonalKey, PERSONAL_DATA_KEYS } from '../../domain/privacy';
import { isSafeKey, REDACTED, redact } from '../../domain/redaction';
import type { InspectorMessage } from '../../src/inspection';
import { INSPECTOR_CHANNEL, inspectTo, toMessage } from '../../src/inspectionRuntime';

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
  it('redacts personal keys at any depth, case-insensitively, and keeps the safe ones', () => {
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
      list: REDACTED, // not declared safe: redacted whole, whatever it holds
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

/** Issue 8 point 9: the live channel carried the profile's phone numbers (contactInfo.phones[].number.original)
 *  because a deny-list misses keys. Redaction is by an allow-list: a key nobody declared safe is redacted. */
describe('allow-list redaction', () => {
  const PHONES = ['(513) 555-0148', '513.555.0199'];

  it('a loaded profile travels without its phone numbers (they leaked before the allow-list)', () => {
    const posted: unknown[] = [];
    const entry = findMachine('profile')!;
    const actor = createActor(offlineMachine(entry), {
      inspect: inspectTo({ postMessage: (m) => posted.push(structuredClone(m)) }, 'tab'),
    });
    actor.start();
    actor.send({ type: 'profile.load' });
    actor.send({ type: 'xstate.done.actor.fetchProfile', output: fullProfile } as never);
    actor.stop();
    const text = JSON.stringify(posted);
    for (const phone of PHONES) expect(text).not.toContain(phone);
    for (const clear of ['Dana', 'Whitfield', '1014 Vine St', 'dana.whitfield@example.com', '4011223344556'])
      expect(text).not.toContain(clear);
    // The event is still there for the analyst, its type and shape visible.
    const done = posted.find(
      (m) =>
        (m as InspectorMessage).kind === 'event' &&
        (m as { event: { type: string } }).event.type === 'xstate.done.actor.fetchProfile',
    ) as { event: Record<string, unknown> } | undefined;
    expect(done?.event.output).toBeDefined();
  });

  it('redacts a key nobody declared safe, at any depth, and keeps the declared ones', () => {
    expect(
      redact({
        type: 'x.y',
        brandNewField: 'anything at all',
        rememberMe: true,
        failure: { kind: 'http', status: 503, endpoint: 'GET /x', somethingElse: 'hidden' },
      }),
    ).toEqual({
      type: 'x.y',
      brandNewField: REDACTED,
      rememberMe: true,
      failure: { kind: 'http', status: 503, endpoint: 'GET /x', somethingElse: REDACTED },
    });
  });

  it('never lets pharmacy data out: names, birth dates, drugs, rx numbers, whatever the keys are called', () => {
    const refill = {
      type: 'refill.submit',
      patient: { first: 'Dana', last: 'Whitfield', born: '1980-04-02', dateOfBirth: '04/02/1980' },
      items: [{ rx: '6012345', drug: 'Lisinopril 10 mg tablet', prescriber: 'Dr. Ada Okafor', qty: 30 }],
      rxNumber: '6012399',
      medicationName: 'Atorvastatin',
    };
    const text = JSON.stringify(redact(refill));
    for (const clear of [
      'Dana',
      'Whitfield',
      '1980',
      '6012345',
      '6012399',
      'Lisinopril',
      'Atorvastatin',
      'Okafor',
    ])
      expect(text).not.toContain(clear);
    expect((redact(refill) as { type: string }).type).toBe('refill.submit');
  });

  it('scrubs a safe-looking key whose value looks like an email or a long number', () => {
    expect(redact({ endpoint: 'GET /rx/api/prescriptions/6012345', code: 'dana@example.com' })).toEqual({
      endpoint: REDACTED,
      code: REDACTED,
    });
  });

  it('no key is both on the personal list and declared safe', () => {
    for (const key of PERSONAL_DATA_KEYS) expect(isSafeKey(key), key).toBe(false);
  });
});
