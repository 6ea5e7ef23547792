// @vitest-environment node
/** The file database keeps everything across restarts; migrations and the seed are idempotent. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import { createApp } from '../../server/app';
import { openDatabase, type SandboxDatabase } from '../../server/db/database';
import { appliedMigrations, MIGRATIONS, migrateToLatest } from '../../server/db/migrations';
import { CUSTOMER_FIXTURES } from '../../server/db/fixtures/customers';
import { RX_PROFILE_ACCOUNT_FIXTURES } from '../../server/db/fixtures/rx-profile';
import { SIGN_IN_ACCOUNT_FIXTURES } from '../../server/db/fixtures/signin';
import { prepareDatabase } from '../../server/db/prepare';
import { seedIfEmpty } from '../../server/db/seed';
import { ACCOUNTS, Browser, signIn, testConfig } from './support';

/** The foundation accounts plus the sign-in ones (issue 5), the pharmacy caregiver (issue 12) and the pharmacy's
 * lockout account (server/db/fixtures/rx-identity.ts). */
const SEEDED_CUSTOMERS =
  CUSTOMER_FIXTURES.length + SIGN_IN_ACCOUNT_FIXTURES.length + RX_PROFILE_ACCOUNT_FIXTURES.length + 1;

let dataDir: string;
let open: SandboxDatabase | undefined;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
});
afterAll(async () => {
  await open?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (
  db: SandboxDatabase,
  table: 'customers' | 'sessions' | 'analytics_events' | 'content_documents',
) =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// Creating a file database (PGlite's initdb, the migrations and the seed) took 14 s on the shared 2-core machine
// under load, and over 60 s beside a second suite and other work; this test checks what survives a restart, not how
// fast, so it gets room.
describe('file database', { timeout: 180_000 }, () => {
  it('keeps sessions, devices and recorded data across a restart', async () => {
    const config = testConfig({ dataDir });
    open = await openDatabase({ dataDir });
    expect(await prepareDatabase(open)).toEqual({ migrated: Object.keys(MIGRATIONS), seeded: true });

    const browser = new Browser(createApp({ db: open, config }));
    await signIn(browser, ACCOUNTS.shopper, true);
    await browser.post(SANDBOX_PATHS.analytics, { event: 'page_view', payload: { page: '/health' } });
    await open.close();

    open = await openDatabase({ dataDir });
    // A second start: nothing to migrate, nothing to seed.
    expect(await prepareDatabase(open)).toEqual({ migrated: [], seeded: false });
    const restarted = new Browser(createApp({ db: open, config }));
    for (const [name, value] of browser.cookies) restarted.cookies.set(name, value);

    const session = await (await restarted.get(IDENTITY_PATHS.session)).json();
    expect(session.data).toMatchObject({ authLevel: 'authenticated', knownMachine: true });
    const events = await (await restarted.get(SANDBOX_PATHS.analytics)).json();
    expect(events.data.events).toMatchObject([{ event: 'page_view', payload: { page: '/health' } }]);
    expect(await count(open, 'customers')).toBe(SEEDED_CUSTOMERS);
    // 2 navigation documents, 4 help and legal pages, and the pharmacy's banner message of each of the 26 banners
    // with a pharmacy.
    expect(await count(open, 'content_documents')).toBe(32);
  });

  it('runs migrations and the seed idempotently', async () => {
    if (!open) throw new Error('the previous test opens the database');
    expect(await appliedMigrations(open.kysely)).toEqual(Object.keys(MIGRATIONS));
    const again = await migrateToLatest(open.kysely);
    expect(again.results).toEqual([]);
    expect(await seedIfEmpty(open.kysely)).toEqual({ seeded: false });
    expect(await count(open, 'customers')).toBe(SEEDED_CUSTOMERS);
  });
});
