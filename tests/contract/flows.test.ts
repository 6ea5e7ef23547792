// @vitest-environment node
/**
 * The flow collector (issue 14): what the app's flow reporting sends is stored, bounded and free of personal
 * data. The reporter drives real charts (the sign-in chart with an email and password typed) and its batches go
 * through the real route; then every stored value is checked against the personal-data list of src/domain.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FLOW_PATHS, type FlowBatch, flowQueryResponseSchema } from '../../api/contracts/flows';
import { signInErrors, signInResponses, signInSessions } from '../../machines/account/signIn/signIn.fixtures';
import { findMachine, offlineMachine } from '../../machines/registry';
import { PERSONAL_DATA_KEYS } from '../../src/domain/privacy';
import { createFlowReporter } from '../../src/flowReport';
import { JSON_HEADERS, openTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});
beforeEach(async () => {
  await server.app.request(FLOW_PATHS.flows, { method: 'DELETE' });
});

const EMAIL = 'dana.whitfield@example.com';
const PASSWORD = 'S3cret-Passw0rd';

const post = (body: unknown, raw?: string) =>
  server.app.request(FLOW_PATHS.flows, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: raw ?? JSON.stringify(body),
  });
const query = async (machine: string, range = '') => {
  const res = await server.app.request(`${FLOW_PATHS.flows}?machine=${machine}${range}`);
  expect(res.status).toBe(200);
  return flowQueryResponseSchema.parse(await res.json()).data;
};

const record = (over: Record<string, unknown> = {}) => ({
  actor: 'x:0',
  machine: 'signIn',
  seq: 1,
  event: 'signIn.submit',
  to: 'page.submitting',
  status: 'active',
  transitions: ['signIn.page.ready ▸ signIn.submit ▸ 0'],
  ...over,
});

/** One sign-in page load: the chart opens, a shopper types an email and a password, the first try fails. */
async function reportSignIn(session: string, outcome: 'success' | 'wrongPassword') {
  const batches: FlowBatch[] = [];
  const reporter = createFlowReporter({ session, send: (b) => batches.push(b), batchSize: 3 });
  const entry = findMachine('signIn')!;
  const actor = createActor(offlineMachine(entry), {
    input: entry.model.startInputs![0] as never,
    inspect: reporter.observe,
  });
  actor.start();
  actor.send({ type: 'signIn.sessionKnown', info: signInSessions.anonymous });
  actor.send({ type: 'signIn.submit', email: EMAIL, password: PASSWORD, rememberMe: true });
  actor.send(
    (outcome === 'success'
      ? { type: 'xstate.done.actor.signIn', output: signInResponses.accepted }
      : { type: 'xstate.error.actor.signIn', error: signInErrors.rejected }) as never,
  );
  actor.stop();
  reporter.flush();
  for (const batch of batches) expect((await post(batch)).status).toBe(200);
  return batches.flatMap((b) => b.records);
}

describe('flow collector', () => {
  it('stores what the reporter sends: start, each step with its transitions, the end', async () => {
    const sent = await reportSignIn('session-aaaa-0001', 'success');
    const { records, truncated } = await query('signIn');
    expect(truncated).toBe(false);
    expect(records.map((r) => [r.seq, r.event, r.to, r.status])).toEqual([
      [0, 'xstate.init', 'opening', 'active'],
      [1, 'xstate.init', 'page.checking', 'active'],
      [2, 'signIn.sessionKnown', 'page.ready', 'active'],
      [3, 'signIn.submit', 'page.submitting', 'active'],
      [4, 'xstate.done.actor.signIn', 'signedIn', 'active'],
      [5, 'xstate.done.actor.signIn', 'done', 'done'],
    ]);
    expect(records[4]!.transitions).toEqual(['signIn.page.submitting ▸ xstate.done.actor.signIn ▸ 1']);
    expect(records[5]!.transitions).toEqual(['signIn.signedIn ▸  ▸ 1']);
    expect(records.every((r) => r.session === 'session-aaaa-0001' && r.machine === 'signIn')).toBe(true);
    expect(sent.length).toBe(records.length);
  });

  it('stores nothing personal: no email, no password, no key or value of the personal-data list', async () => {
    await reportSignIn('session-bbbb-0001', 'wrongPassword');
    await reportSignIn('session-bbbb-0002', 'success');
    const rows = await server.db.kysely.selectFrom('flow_steps').selectAll().execute();
    expect(rows.length).toBeGreaterThan(8);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/@|dana|S3cret/i);
    const columns = Object.keys(rows[0]!);
    for (const key of PERSONAL_DATA_KEYS) expect(columns, key).not.toContain(key);
  });

  it('refuses any key outside the contract, so no personal field can be written', async () => {
    for (const key of PERSONAL_DATA_KEYS) {
      const res = await post({ session: 'session-cccc-0001', records: [record({ [key]: 'x' })] });
      expect(res.status, key).toBe(400);
    }
    const extraTop = await post({ session: 'session-cccc-0001', records: [record()], email: EMAIL });
    expect(extraTop.status).toBe(400);
    expect((await query('signIn')).records).toEqual([]);
  });

  it('refuses values that could carry personal data: an email, free text, a long number', async () => {
    for (const bad of [
      { event: `signIn.submit.${EMAIL}` },
      { event: 'Dana Whitfield' },
      { to: 'page.ready + 5135550148' },
      { transitions: ['anything goes here'] },
      { machine: 'rx-6012345' },
    ]) {
      const res = await post({ session: 'session-dddd-0001', records: [record(bad)] });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await query('signIn')).records).toEqual([]);
  });

  it('is bounded: body size (413), records per batch, string lengths, records per session (429)', async () => {
    const big = JSON.stringify({
      session: 'session-eeee-0001',
      records: [record({ to: 'a'.repeat(70 * 1024) })],
    });
    expect((await post(null, big)).status).toBe(413);
    const many = Array.from({ length: 201 }, (_, i) => record({ seq: i }));
    expect((await post({ session: 'session-eeee-0001', records: many })).status).toBe(400);
    expect(
      (await post({ session: 'session-eeee-0001', records: [record({ to: 'a'.repeat(401) })] })).status,
    ).toBe(400);
    expect((await post({ session: 'short', records: [record()] })).status).toBe(400);
    expect((await post({ session: 'session-eeee-0001', records: [] })).status).toBe(400);

    // A session that already holds 5000 records stores no more.
    const full = 'session-eeee-0002';
    const now = new Date();
    for (let start = 0; start < 5000; start += 1000)
      await server.db.kysely
        .insertInto('flow_steps')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            session_id: full,
            actor_id: 'x:0',
            machine_id: 'profile',
            seq: start + i,
            event_type: 'profile.load',
            to_state: 'loading',
            status: 'active' as const,
            transitions: [],
            received_at: now,
          })),
        )
        .execute();
    expect((await post({ session: full, records: [record()] })).status).toBe(429);
    expect((await post({ session: 'session-eeee-0003', records: [record()] })).status).toBe(200);
  });

  it('answers one machine, within a date range', async () => {
    await reportSignIn('session-ffff-0001', 'success');
    expect((await query('profile')).records).toEqual([]);
    expect((await query('signIn', '&from=2000-01-01T00:00:00Z')).records.length).toBe(6);
    expect((await query('signIn', '&to=2000-01-01T00:00:00Z')).records).toEqual([]);
    const bad = await server.app.request(`${FLOW_PATHS.flows}?machine=signIn&from=yesterday`);
    expect(bad.status).toBe(400);
    const unknown = await server.app.request(`${FLOW_PATHS.flows}?machine=signIn&email=x`);
    expect(unknown.status).toBe(400);
  });
});
