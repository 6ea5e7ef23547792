// @vitest-environment node
/**
 * What the pharmacy session gate (server/rx/gate.ts, server/rx/session.ts) reads per request: this sign-in's
 * pharmacy session row once, and the remembered-device table once when the row alone does not authorize. Every
 * gated pharmacy request pays for these reads, and the sandbox's database answers one query at a time, so a second
 * read of the same row is time every request waits (`npm run bench:server`, docs/performance.md).
 */
import type { KyselyPlugin, OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RX_PATHS } from '../../api/contracts/rx';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { createApp } from '../../server/app';
import type { SandboxDatabase } from '../../server/db/database';
import { ACCOUNTS, Browser, openSeededMemoryDatabase, signInForPharmacy, testConfig } from './support';

/** Table names a query reads or writes (its FROM, INTO or UPDATE tables, aliased or not). */
function tablesOf(node: OperationNode): string[] {
  const names: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    const kind = (value as { kind?: string }).kind;
    if (kind === 'TableNode') {
      names.push((value as { table: { identifier: { name: string } } }).table.identifier.name);
      return;
    }
    if (kind === 'AliasNode') {
      visit((value as { node: unknown }).node, depth + 1);
      return;
    }
    for (const key of ['from', 'froms', 'into', 'table']) {
      const child = (value as Record<string, unknown>)[key];
      if (Array.isArray(child)) for (const item of child) visit(item, depth + 1);
      else visit(child, depth + 1);
    }
  };
  visit(node, 0);
  return names;
}

let db: SandboxDatabase;
let browser: Browser;
const queries: Array<{ kind: string; tables: string[] }> = [];
let recording = false;

beforeAll(async () => {
  db = await openSeededMemoryDatabase();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (recording) queries.push({ kind: node.kind, tables: tablesOf(node) });
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const kysely = db.kysely.withPlugin(recorder);
  const recorded = new Proxy(db, {
    get: (target, key) => (key === 'kysely' ? kysely : Reflect.get(target, key)),
  });
  browser = new Browser(createApp({ db: recorded, config: testConfig() }));
  // A remembered device: its pharmacy session is AUTHORIZED by the device, not by a row of this sign-in.
  await signInForPharmacy(browser, ACCOUNTS.shopper);
}, 60_000);

afterAll(async () => {
  await db.close();
});

async function record(
  send: () => Promise<Response>,
): Promise<{ status: number; reads: (table: string) => number }> {
  queries.length = 0;
  recording = true;
  const response = await send();
  recording = false;
  await response.arrayBuffer();
  const reads = (table: string) =>
    queries.filter((q) => q.kind === 'SelectQueryNode' && q.tables.includes(table)).length;
  return { status: response.status, reads };
}

describe('the pharmacy session gate reads its session once per request', () => {
  it('the first gated read marks the session active from the row the gate read', async () => {
    const first = await record(() => browser.get(RX_PATHS.patientPrescriptions));
    expect(first.status).toBe(200);
    expect(first.reads('rx_sessions')).toBe(1);
    expect(
      queries.filter((q) => q.kind === 'InsertQueryNode' && q.tables.includes('rx_sessions')),
    ).toHaveLength(1);
  });

  it('a gated read of a marked session: the session row once, the remembered device once', async () => {
    const steady = await record(() => browser.get(RX_PATHS.patientPrescriptions));
    expect(steady.status).toBe(200);
    expect(steady.reads('rx_sessions')).toBe(1);
    expect(steady.reads('rx_known_devices')).toBe(1);
    expect(queries.some((q) => q.kind !== 'SelectQueryNode')).toBe(false);
  });

  it('GET session: the session row once', async () => {
    const session = await record(() => browser.get(RX_SECURITY_PATHS.session));
    expect(session.status).toBe(200);
    expect(session.reads('rx_sessions')).toBe(1);
    expect(session.reads('rx_known_devices')).toBe(1);
  });

  it('PUT session: the session row once, before the mark (the answer after it is not read back)', async () => {
    const marked = await record(() =>
      browser.request(RX_SECURITY_PATHS.session, { method: 'PUT', json: {} }),
    );
    expect(marked.status).toBe(200);
    expect(marked.reads('rx_sessions')).toBe(1);
    expect(marked.reads('rx_known_devices')).toBe(1);
  });
});
