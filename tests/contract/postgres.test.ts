// @vitest-environment node
/**
 * The same smoke as the PGlite tests, on a real PostgreSQL 15 (Debian's, the oldest the migrations must
 * support): migrations from nothing and back, seed, sign in, profile, known machine, navigation.
 * Runs when TEST_DATABASE_URL is set (`eval "$(scripts/ci-postgres.sh)"`). Without it the smoke is reported
 * as not run, unless CI_REQUIRE_POSTGRES=1, where the missing database is a failure.
 * The database at TEST_DATABASE_URL is only the way in: the test creates a database of its own with a unique name
 * (its role needs CREATEDB, which scripts/ci-postgres.sh gives), runs there and drops it afterwards, so two suites
 * can run side by side on one PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { NO_MIGRATIONS } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_PATHS, navDocumentSchema } from '../../api/contracts/content';
import { IDENTITY_PATHS, sessionResponseSchema } from '../../api/contracts/identity';
import { PROFILE_PATHS, profileResponseSchema } from '../../api/contracts/profile';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import { Hono } from 'hono';
import { createApp } from '../../server/app';
import { idempotent } from '../../server/http/idempotency';
import { openDatabase, type SandboxDatabase } from '../../server/db/database';
import { appliedMigrations, createMigrator, MIGRATIONS, migrateToLatest } from '../../server/db/migrations';
import { prepareDatabase, truncateAll } from '../../server/db/prepare';
import { seedIfEmpty } from '../../server/db/seed';
import { mapProfile } from '../../domain/account/profile';
import { dropOwnDatabase } from './own-database';
import { ACCOUNTS, Browser, signIn, testConfig } from './support';

const url = process.env.TEST_DATABASE_URL;
const required = process.env.CI_REQUIRE_POSTGRES === '1';

/** This run's own database: `<the way in's name>_<pid>_<random>` (lower case, so it needs no quoting). */
const ownName = url
  ? `${new URL(url).pathname.slice(1)}_${process.pid}_${randomBytes(4).toString('hex')}`.toLowerCase()
  : '';

/** Runs one statement on the database at TEST_DATABASE_URL (CREATE / DROP DATABASE cannot run in a transaction). */
async function onWayIn(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let db: SandboxDatabase | undefined;
let created = false;
beforeAll(async () => {
  if (!url) return;
  await onWayIn(`CREATE DATABASE ${ownName}`);
  created = true;
  const own = new URL(url);
  own.pathname = `/${ownName}`;
  db = await openDatabase({ databaseUrl: own.toString() });
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (!created) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await dropOwnDatabase(admin, ownName);
  } finally {
    await admin.end();
  }
}, 60_000);

function database(): SandboxDatabase {
  if (!db) throw new Error('TEST_DATABASE_URL is not set');
  return db;
}

describe('PostgreSQL (TEST_DATABASE_URL)', () => {
  it('has TEST_DATABASE_URL whenever CI_REQUIRE_POSTGRES=1 demands it', () => {
    expect(
      !required || Boolean(url),
      'CI_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run eval "$(scripts/ci-postgres.sh)" first',
    ).toBe(true);
  });

  it.runIf(Boolean(url))('migrates from nothing and back again', async () => {
    const pg = database();
    const down = await createMigrator(pg.kysely).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await appliedMigrations(pg.kysely)).toEqual([]);
    expect(await prepareDatabase(pg)).toEqual({ migrated: Object.keys(MIGRATIONS), seeded: true });
    expect((await migrateToLatest(pg.kysely)).results).toEqual([]);
    expect(await seedIfEmpty(pg.kysely)).toEqual({ seeded: false });
  });

  it.runIf(Boolean(url))('signs in and reads the profile, navigation and analytics', async () => {
    const pg = database();
    await truncateAll(pg);
    await prepareDatabase(pg);
    const app = createApp({ db: pg, config: testConfig() });
    const browser = new Browser(app);
    await signIn(browser, ACCOUNTS.shopper, true);

    const session = z.parse(sessionResponseSchema, await (await browser.get(IDENTITY_PATHS.session)).json());
    expect(session.data).toMatchObject({ authLevel: 'authenticated', knownMachine: true });

    const profileResponse = await browser.get(`${PROFILE_PATHS.profile}?projections=customerProfile.full`);
    expect(profileResponse.status).toBe(200);
    const profile = mapProfile(
      z.parse(profileResponseSchema, await profileResponse.json()).data.customerProfile,
    );
    expect(profile).toMatchObject({ dateCreated: '03/14/2021', homePhoneNumber: '(513) 555-0178' });
    expect(profile.address?.zip).toBe('45227');

    const nav = await browser.get(CONTENT_PATHS.authLeftNav);
    expect(nav.status).toBe(200);
    expect(z.safeParse(navDocumentSchema, await nav.json()).success).toBe(true);

    await browser.post(SANDBOX_PATHS.analytics, { event: 'page_view', payload: { page: '/health' } });
    const events = await (await browser.get(SANDBOX_PATHS.analytics)).json();
    expect(events.data.events).toMatchObject([{ id: 1, event: 'page_view' }]);

    const wrong = await browser.post(IDENTITY_PATHS.signIn, {
      ...ACCOUNTS.shopper,
      password: 'Nope1234',
      rememberMe: false,
    });
    expect(wrong.status).toBe(401);
    expect((await app.request('/healthz')).status).toBe(200);
  });

  // PGlite has one connection; here ten pool connections really run at once (issue 8 points 2 and 4).
  it.runIf(Boolean(url))(
    'reserves sign-in attempts and claims idempotency keys atomically across connections',
    async () => {
      const pg = database();
      const app = createApp({ db: pg, config: testConfig() });
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          new Browser(app).post(IDENTITY_PATHS.signIn, {
            email: ACCOUNTS.newPatient.email,
            password: `Wrong${i}`,
            rememberMe: false,
          }),
        ),
      );
      const statuses = guesses.map((r) => r.status);
      // At most 5 passwords checked: 4 plain refusals, then the lock (the rest never reach the hash).
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(26);

      let runs = 0;
      const deps = { db: pg.kysely, config: testConfig(), now: () => new Date() };
      const orders = new Hono().post('/orders', async (c) =>
        idempotent(c, deps, {
          scope: 'guest:pg',
          request: await c.req.json(),
          run: async () => {
            runs++;
            await new Promise((r) => setTimeout(r, 200));
            return { status: 201, body: { order: runs } };
          },
        }),
      );
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          orders.request('/orders', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'pg-key' },
            body: JSON.stringify({ items: [1] }),
          }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(runs).toBe(1);
      const rows = await pg.kysely
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('key', '=', 'pg-key')
        .execute();
      expect(rows).toHaveLength(1);
    },
  );
});
