/**
 * The server side of `npm run bench:server` (scripts/bench-server.ts spawns it; never part of the shipped server):
 * the sandbox as `npm start` runs it (PORT, DATA_DIR, sandbox helpers on) and, in the same process on BARE_PORT, a
 * bare Hono app whose routes run the SAME database work as the measured routes and nothing else (no middleware, no
 * session lookup, no validation, no access rule): what the measured route costs above it is our overhead.
 *
 *   PORT=… BARE_PORT=… DATA_DIR=… tsx scripts/bench-host.ts   # prints one line `ready <appUrl> <bareUrl>`
 */
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { OrderRequest } from '../api/contracts/rx-orders';
import { loadConfig } from '../server/config';
import { startSandbox } from '../server/main';
import { resolveSessionSecret } from '../server/session-secret';
import { isMain } from './is-main';
import { loadRawProfile } from '../server/profile/load-profile';
import { patientsOf } from '../server/rx/access';
import { placeOrder } from '../server/rx/orders';
import { loadPrescriptions } from '../server/rx/read-model';

/** The bare routes (on their own listener): the same queries as the measured routes. */
export const BARE_BENCH_PATHS = {
  json: '/json',
  profile: '/profile',
  prescriptions: '/prescriptions',
  order: '/order',
} as const;

const SHOPPER_EMAIL = 'shopper@example.com';

async function main(): Promise<void> {
  const barePort = Number(process.env.BARE_PORT);
  if (!Number.isInteger(barePort) || barePort <= 0) throw new Error('BARE_PORT must be a port number');
  const { config } = resolveSessionSecret(
    loadConfig({ ...process.env, SANDBOX_HELPERS: 'on', DATABASE_URL: '' }),
  );
  const sandbox = await startSandbox({ config, log: () => {} });
  const db = sandbox.database.kysely;
  const { id: customerId } = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', SHOPPER_EMAIL)
    .executeTakeFirstOrThrow();

  const bare = new Hono();
  bare.get(BARE_BENCH_PATHS.json, (c) => c.json({ hello: 'world' }));
  // GET /atlas/v1/customer-profile/v1/profile: loadRawProfile of the customer.
  bare.get(BARE_BENCH_PATHS.profile, async (c) =>
    c.json({ data: { customerProfile: await loadRawProfile(db, customerId) } }),
  );
  // GET /rx/api/prescription/patient/prescriptions: the customer's patients, then their prescriptions.
  bare.get(BARE_BENCH_PATHS.prescriptions, async (c) => {
    const links = await patientsOf(db, { customerId, now: new Date() });
    return c.json({
      prescriptions: await loadPrescriptions(
        db,
        links.map((l) => l.patientNumber),
        {},
      ),
    });
  });
  // POST /rx/api/orders-stage: the customer's patients, then the order's transaction.
  bare.post(BARE_BENCH_PATHS.order, async (c) => {
    const order = (await c.req.json()) as OrderRequest;
    const key = c.req.header('Idempotency-Key') ?? '';
    const links = await patientsOf(db, { customerId, now: new Date() });
    const outcome = await db
      .transaction()
      .execute((trx) =>
        placeOrder(trx, { now: new Date(), secret: config.sessionSecret }, customerId, links, key, order),
      );
    return outcome.kind === 'placed' ? c.json(outcome.order) : c.json(outcome, 400);
  });
  const server = createAdaptorServer({ fetch: bare.fetch, port: barePort });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(barePort, '127.0.0.1', () => resolve());
  });

  const stop = () => {
    server.close();
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`ready ${sandbox.appUrl} http://127.0.0.1:${barePort}`);
}

if (isMain(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
