// @vitest-environment node
/**
 * The flow collector: what the app's flow reporting sends is stored, bounded and free of personal data, and only
 * an analyst reads or deletes it. The reporter drives real charts (the sign-in chart with an email and password
 * typed) and its batches go through the real route; then every stored value is checked against the personal-data
 * list of domain/.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  FLOW_LIMITS,
  FLOW_PATHS,
  type FlowBatch,
  flowQueryResponseSchema,
  flowTransitionsResponseSchema,
} from '../../api/contracts/flows';
import { signInErrors, signInResponses, signInSessions } from '../../machines/account/signIn/signIn.fixtures';
import { findMachine, offlineMachine } from '../../machines/registry';
import { PERSONAL_DATA_KEYS } from '../../domain/privacy';
import { createFlowReporter } from '../../src/flowReport';
import { Hono } from 'hono';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { analystLine } from '../../server/main';
import { flowRoutes } from '../../server/routes/flows';
import { JSON_HEADERS, openTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});
/** The analyst's header (the server's configured token). */
const analyst = () => ({ Authorization: `Bearer ${server.config.analystToken}` });
beforeEach(async () => {
  expect((await server.app.request(FLOW_PATHS.flows, { method: 'DELETE', headers: analyst() })).status).toBe(
    200,
  );
  await server.db.kysely.deleteFrom('flow_clients').execute();
});

const EMAIL = 'dana.whitfield@example.com';
const PASSWORD = 'S3cret-Passw0rd';

/** A client's address as the Node server would see it (app.request()'s third argument is the binding). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const post = (body: unknown, raw?: string, address = '127.0.0.1') =>
  server.app.request(
    FLOW_PATHS.flows,
    { method: 'POST', headers: JSON_HEADERS, body: raw ?? JSON.stringify(body) },
    from(address),
  );
const query = async (machine: string, range = '') => {
  const res = await server.app.request(`${FLOW_PATHS.flows}?machine=${machine}${range}`, {
    headers: analyst(),
  });
  expect(res.status).toBe(200);
  return flowQueryResponseSchema.parse(await res.json()).data;
};
/** Random ids as the reporter makes them (the collector accepts no other session id). */
const id = (n: number, kind = 'a') => `${kind.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

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
const records = (n: number) => Array.from({ length: n }, (_, i) => record({ seq: i }));

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
  for (const batch of batches) {
    const res = await post(batch);
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return batches.flatMap((b) => b.records);
}

describe('flow collector', () => {
  it('stores what the reporter sends: start, each step with its transitions, the end', async () => {
    const sent = await reportSignIn(id(1, 'a'), 'success');
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
    expect(records.every((r) => r.session === id(1, 'a') && r.machine === 'signIn')).toBe(true);
    expect(sent.length).toBe(records.length);
  });

  it('stores nothing personal: no email, no password, no key or value of the personal-data list', async () => {
    await reportSignIn(id(1, 'b'), 'wrongPassword');
    await reportSignIn(id(2, 'b'), 'success');
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
      const res = await post({ session: id(1, 'c'), records: [record({ [key]: 'x' })] });
      expect(res.status, key).toBe(400);
    }
    const extraTop = await post({ session: id(1, 'c'), records: [record()], email: EMAIL });
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
      const res = await post({ session: id(1, 'd'), records: [record(bad)] });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await query('signIn')).records).toEqual([]);
  });

  it('is bounded: body size (413), records per batch, string lengths, records per session (429)', async () => {
    const big = JSON.stringify({
      session: id(1, 'e'),
      records: [record({ to: 'a'.repeat(70 * 1024) })],
    });
    expect((await post(null, big)).status).toBe(413);
    const many = Array.from({ length: 201 }, (_, i) => record({ seq: i }));
    expect((await post({ session: id(1, 'e'), records: many })).status).toBe(400);
    expect((await post({ session: id(1, 'e'), records: [record({ to: 'a'.repeat(401) })] })).status).toBe(
      400,
    );
    expect((await post({ session: 'short', records: [record()] })).status).toBe(400);
    expect((await post({ session: id(1, 'e'), records: [] })).status).toBe(400);

    // A session that already holds 5000 records stores no more.
    const full = id(2, 'e');
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
    expect((await post({ session: id(3, 'e'), records: [record()] })).status).toBe(200);
  });

  it('answers one machine, within a date range', async () => {
    await reportSignIn(id(1, 'f'), 'success');
    expect((await query('profile')).records).toEqual([]);
    expect((await query('signIn', '&from=2000-01-01T00:00:00Z')).records.length).toBe(6);
    expect((await query('signIn', '&to=2000-01-01T00:00:00Z')).records).toEqual([]);
    const bad = await server.app.request(`${FLOW_PATHS.flows}?machine=signIn&from=yesterday`, {
      headers: analyst(),
    });
    expect(bad.status).toBe(400);
    const unknown = await server.app.request(`${FLOW_PATHS.flows}?machine=signIn&email=x`, {
      headers: analyst(),
    });
    expect(unknown.status).toBe(400);
  });
});

describe('flow collector: only an analyst reads or deletes what it stored', () => {
  const read = (headers: Record<string, string> = {}) =>
    server.app.request(`${FLOW_PATHS.flows}?machine=signIn`, { headers });

  it('refuses reads and deletes without the analyst token (401), or with another one', async () => {
    await reportSignIn(id(1, 'c'), 'success');
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer not-the-analyst-token-at-all' },
      { Authorization: `Basic ${server.config.analystToken}` },
      { Authorization: `Bearer ${server.config.analystToken}x` },
    ]) {
      const res = await read(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="flows"');
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('UNAUTHENTICATED');
      expect(body.error.message).toContain('FLOW_ANALYST_TOKEN');
      expect(JSON.stringify(body)).not.toContain('signIn.submit');
      const totals = await server.app.request(FLOW_PATHS.transitions, { headers });
      expect(totals.status).toBe(401);
      const wipe = await server.app.request(FLOW_PATHS.flows, { method: 'DELETE', headers });
      expect(wipe.status).toBe(401);
    }
    // Nothing was deleted by the refused calls; the analyst reads it, then deletes it.
    expect((await query('signIn')).records.length).toBe(6);
    const wipe = await server.app.request(FLOW_PATHS.flows, { method: 'DELETE', headers: analyst() });
    expect(wipe.status).toBe(200);
    expect((await query('signIn')).records).toEqual([]);
  });

  it('the token is the configured FLOW_ANALYST_TOKEN', async () => {
    const config = loadConfig(
      { FLOW_ANALYST_TOKEN: 'sandbox-analyst-token-0001' },
      { distDir: server.config.distDir, sandboxHelpers: true },
    );
    expect(config.analystTokenGenerated).toBe(false);
    const app = createApp({
      db: server.db,
      config: { ...config, sessionSecret: server.config.sessionSecret },
    });
    const res = await app.request(`${FLOW_PATHS.flows}?machine=signIn`, {
      headers: { Authorization: 'Bearer sandbox-analyst-token-0001' },
    });
    expect(res.status).toBe(200);
    expect((await app.request(`${FLOW_PATHS.flows}?machine=signIn`, { headers: analyst() })).status).toBe(
      401,
    );
    // Without it, each start makes its own (never a default anyone could know).
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.analystTokenGenerated).toBe(true);
    expect(a.analystToken.length).toBeGreaterThanOrEqual(16);
    expect(a.analystToken).not.toBe(b.analystToken);
    // `npm start` prints a generated token (the analyst needs it), never a configured one.
    expect(analystLine(a)).toContain(a.analystToken);
    expect(analystLine(config)).toMatch(/FLOW_ANALYST_TOKEN/);
    expect(analystLine(config)).not.toContain('sandbox-analyst-token-0001');
  });
});

describe('flow collector: writes are bounded per client and in total', () => {
  it('a client sends at most 6000 records a minute, whatever session ids it picks; then 429 until the minute is over', async () => {
    let clock = new Date('2026-11-23T09:00:00Z');
    const app = createApp({ db: server.db, config: server.config, now: () => clock });
    const send = (session: string, address: string) =>
      app.request(
        FLOW_PATHS.flows,
        { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ session, records: records(200) }) },
        from(address),
      );
    // 30 batches of 200 under 30 different session ids: 6000 records.
    for (let i = 0; i < 30; i++)
      expect((await send(id(i, 'd'), '192.0.2.10')).status, `batch ${i}`).toBe(200);
    const refused = await send(id(30, 'd'), '192.0.2.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another client is not held up by the first.
    expect((await send(id(31, 'd'), '192.0.2.11')).status).toBe(200);
    // A minute later the first client may send again.
    clock = new Date(clock.getTime() + 61_000);
    expect((await send(id(32, 'd'), '192.0.2.10')).status).toBe(200);
    const stored = await server.db.kysely
      .selectFrom('flow_steps')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(stored?.n)).toBe(6400);
    // No client address is stored anywhere.
    const clients = JSON.stringify(await server.db.kysely.selectFrom('flow_clients').selectAll().execute());
    expect(clients).not.toContain('192.0.2.');
  }, 60_000);

  it('holds at most 500,000 records in all (FLOW_LIMITS); past its limit 507, until an analyst deletes them', async () => {
    expect(FLOW_LIMITS.maxStoredRecords).toBe(500_000);
    // The same route with a limit of 1,000 (filling 500,000 rows would take a minute here).
    const app = new Hono().route(
      '/',
      flowRoutes(
        { db: server.db.kysely, config: server.config, now: () => new Date() },
        { ...FLOW_LIMITS, maxStoredRecords: 1000 },
      ),
    );
    const batch = (n: number, address: string) =>
      app.request(
        FLOW_PATHS.flows,
        {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ session: id(n, 'f'), records: records(100) }),
        },
        from(address),
      );
    for (let n = 0; n < 10; n++) expect((await batch(n, `198.51.100.${n}`)).status, `batch ${n}`).toBe(200);
    const full = await batch(10, '198.51.100.10');
    expect(full.status).toBe(507);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('COLLECTOR_FULL');
    const stored = await server.db.kysely
      .selectFrom('flow_steps')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(stored?.n)).toBe(1000);
    await app.request(FLOW_PATHS.flows, { method: 'DELETE', headers: analyst() });
    expect((await batch(11, '198.51.100.11')).status).toBe(200);
  });
});

describe('flow collector: the personal-data screen', () => {
  it('refuses a phone number written with any separators, wherever it is', async () => {
    for (const bad of [
      { event: 'signIn.submit_513-555_0142' },
      { to: 'page.ready + 513-555_0142' },
      { to: '513_555_0142' },
      { transitions: ['signIn.page.ready ▸ 513-555_0142 ▸ 0'] },
      { actor: 'x:5135550142' },
    ]) {
      const res = await post({ session: id(1, 'a'), records: [record(bad)] });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const phoneSession = await post({ session: '513-555-0142', records: [record()] });
    expect(phoneSession.status).toBe(400);
    expect((await query('signIn')).records).toEqual([]);
  });

  it('refuses free text such as drug names and diagnoses: only the registered chart’s own names are stored', async () => {
    for (const bad of [
      { event: 'atorvastatin' },
      { event: 'signIn.submit.metformin' },
      { to: 'page.ready + type2Diabetes' },
      { to: 'Lisinopril_10mg' },
      { to: 'hypertension' },
      { machine: 'depression' },
      { machine: 'rxCheckout', event: 'checkout.submit', to: 'ordering.editing.insulin' },
      { transitions: ['signIn.page.ready ▸ asthma ▸ 0'] },
      { transitions: ['signIn.diabetes ▸ signIn.submit ▸ 0'] },
    ]) {
      const res = await post({ session: id(2, 'a'), records: [record(bad)] });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)[0]).toMatch(/^records\.0\./);
    }
    expect((await query('signIn')).records).toEqual([]);
    expect((await query('rxCheckout')).records).toEqual([]);
    // The chart's own names are stored (the same record without the free text).
    expect((await post({ session: id(3, 'a'), records: [record()] })).status).toBe(200);
    expect(
      (await post({ session: id(3, 'a'), records: [record({ event: 'withheld', seq: 2 })] })).status,
    ).toBe(200);
  });
});

describe('flow collector: browser sessions and input', () => {
  it('stores the browser session and whether a person used the page; older batches count as their page load', async () => {
    const browser = id(9, 'b');
    await post({ session: id(1, 'e'), browser, input: false, records: [record({ seq: 0 })] });
    await post({ session: id(2, 'e'), browser, input: true, records: [record({ seq: 0 })] });
    await post({ session: id(3, 'e'), records: [record({ seq: 0 })] });
    const { records: stored } = await query('signIn');
    expect(stored.map((r) => [r.session, r.browser, r.input])).toEqual([
      [id(1, 'e'), browser, false],
      [id(2, 'e'), browser, true],
      [id(3, 'e'), id(3, 'e'), false],
    ]);
  });
});

describe('flow collector: transitions taken, per machine, in a date range', () => {
  it('counts each transition of each machine; the range bounds it and is answered back', async () => {
    await reportSignIn(id(1, 'f'), 'success');
    await reportSignIn(id(2, 'f'), 'wrongPassword');
    const res = await server.app.request(FLOW_PATHS.transitions, { headers: analyst() });
    expect(res.status).toBe(200);
    const { data } = flowTransitionsResponseSchema.parse(await res.json());
    expect(data.machines.signIn!['signIn.page.ready ▸ signIn.submit ▸ 0']).toBe(2);
    expect(data.machines.signIn!['signIn.page.submitting ▸ xstate.done.actor.signIn ▸ 1']).toBe(1);
    expect(data.machines.signIn!['signIn.page.submitting ▸ xstate.error.actor.signIn ▸ 1']).toBe(1);
    expect(data.from).toBeNull();
    expect(data.firstAt).not.toBeNull();
    expect(data.records).toBeGreaterThan(8);
    const past = await server.app.request(`${FLOW_PATHS.transitions}?to=2000-01-01T00:00:00Z`, {
      headers: analyst(),
    });
    const empty = flowTransitionsResponseSchema.parse(await past.json()).data;
    expect(empty).toMatchObject({ to: '2000-01-01T00:00:00Z', machines: {}, records: 0, firstAt: null });
    // Only the browser sessions in which a person used the page (the two above sent no input).
    await post({
      session: id(3, 'f'),
      browser: id(4, 'f'),
      input: true,
      records: [record({ seq: 0 })],
    });
    const used = await server.app.request(`${FLOW_PATHS.transitions}?input=only`, { headers: analyst() });
    const withInput = flowTransitionsResponseSchema.parse(await used.json()).data;
    expect(withInput.records).toBe(1);
    expect(withInput.machines).toEqual({ signIn: { 'signIn.page.ready ▸ signIn.submit ▸ 0': 1 } });
  });
});
