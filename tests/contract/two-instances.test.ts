// @vitest-environment node
/**
 * Two servers, one PostgreSQL: the way a shop scales past one machine. Two app instances, each with its own
 * connection pool, on one database, with a shopper whose requests a load balancer sends to either: a sign-in lock
 * made on one holds on the other, the pharmacy session's inactivity timeout is one clock for both (activity on
 * either counts, expiry on one is expiry on the other), and one order key places one order whichever instance
 * gets the request, even both at once. Sessions, throttles, locks, pharmacy sessions and idempotency keys live in
 * the database, not in a process.
 * Runs when TEST_DATABASE_URL is set (`eval "$(scripts/ci-postgres.sh)"`); it creates a database of its own
 * (a unique name) and drops it afterwards, so it can run beside another copy of the suite. Without
 * TEST_DATABASE_URL it is reported as not run, unless CI_REQUIRE_POSTGRES=1, where the missing database fails.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropOwnDatabase } from './own-database';
import * as z from 'zod/mini';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { facilitiesResponseSchema, PHARMACY_DIRECTORY_PATHS } from '../../api/contracts/pharmacy-directory';
import { patientPrescriptionsResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import { type OrderRequest, orderResponseSchema } from '../../api/contracts/rx-orders';
import { RX_SECURITY_PATHS, rxSessionSchema } from '../../api/contracts/rx-security';
import { createApp } from '../../server/app';
import { openDatabase, type SandboxDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { pickupSlots } from '../../domain/rx/checkout';
import { ACCOUNTS, Browser, signIn, testConfig } from './support';

const url = process.env.TEST_DATABASE_URL;
const required = process.env.CI_REQUIRE_POSTGRES === '1';

const JORDAN = '100234567';
const STORE = '01400412';
const JORDAN_VISA = '7c000000-0000-4000-8000-000000000001';

/** The clock both instances read (they share one, as machines synchronised by NTP do); tests move it on. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const tick = (seconds: number) => {
  offsetMs += seconds * 1000;
};

let databaseName = '';
let admin: pg.Client | undefined;
const stores: SandboxDatabase[] = [];
const apps: Hono[] = [];

beforeAll(async () => {
  if (!url) return;
  databaseName = `sandbox_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const own = new URL(url);
  own.pathname = `/${databaseName}`;
  for (let i = 0; i < 2; i++) stores.push(await openDatabase({ databaseUrl: own.toString() }));
  await prepareDatabase(stores[0]!);
  // One configuration (one SESSION_SECRET) for both, as every server of one shop has.
  const config = testConfig();
  for (const db of stores) apps.push(createApp({ db, config, now }));
}, 120_000);

afterAll(async () => {
  for (const db of stores) await db.close();
  if (admin && databaseName) {
    await dropOwnDatabase(admin, databaseName);
  }
  await admin?.end();
});

/** A shopper's browser behind a load balancer: one cookie jar, each request sent to the instance named. */
function balancedBrowser() {
  let target = 0;
  const browser = new Browser({
    request: (input: string, init?: RequestInit) => apps[target]!.request(input, init),
  } as unknown as Hono);
  return (instance: 0 | 1) => {
    target = instance;
    return browser;
  };
}

async function session(b: Browser) {
  const response = await b.get(RX_SECURITY_PATHS.session);
  expect(response.status).toBe(200);
  return z.parse(rxSessionSchema, await response.json());
}

async function mark(b: Browser) {
  const response = await b.request(RX_SECURITY_PATHS.session, { method: 'PUT', json: {} });
  expect(response.status).toBe(200);
  return z.parse(rxSessionSchema, await response.json());
}

/** Jordan, signed in on instance 0, on a remembered browser (AUTHORIZED), the pharmacy session marked active. */
async function jordanInThePharmacy() {
  const on = balancedBrowser();
  await signIn(on(0), ACCOUNTS.shopper);
  expect((await on(1).post(SERVER_SANDBOX_PATHS.rxRememberDevice)).status).toBe(204);
  expect(await mark(on(0))).toMatchObject({ active: true, status: 'AUTHORIZED', secondsLeft: 601 });
  return on;
}

async function retailOrder(b: Browser, rxNumber: string): Promise<OrderRequest> {
  const facilities = await b.get(`${PHARMACY_DIRECTORY_PATHS.facilities}?filter.id=${STORE}`);
  const store = z.parse(facilitiesResponseSchema, await facilities.json()).facilities[0]!;
  const list = await b.get(`${RX_PATHS.patientPrescriptions}?patientNumber=${JORDAN}`);
  expect(list.status).toBe(200);
  const rx = z
    .parse(patientPrescriptionsResponseSchema, await list.json())
    .prescriptions.find((p) => p.rxNumber === rxNumber)!;
  return {
    orderType: 'RETAIL',
    patientType: 'SELF',
    products: [
      {
        rxNumber: rx.rxNumber,
        rxRecordNumber: rx.rxRecordNumber,
        rxFillSequence: rx.rxFillSequence,
        patientNumber: JORDAN,
        patientPayAmount: rx.patientPayAmount,
      },
    ],
    pharmacyType: 'RETAIL',
    facilityId: STORE,
    easyOpenLids: false,
    fulfillmentMethod: 'PICKUP',
    paymentMethod: 'payNow',
    paymentType: 'DW',
    pickupTime: pickupSlots(now(), store)[0]!.toISOString(),
    cardId: JORDAN_VISA,
    paymentIntentId: null,
    orderRevenue: 10,
    shippingMethodId: null,
    addressId: null,
  };
}

describe('two app instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('has TEST_DATABASE_URL whenever CI_REQUIRE_POSTGRES=1 demands it', () => {
    expect(
      !required || Boolean(url),
      'CI_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run eval "$(scripts/ci-postgres.sh)" first',
    ).toBe(true);
  });

  it.runIf(Boolean(url))(
    'runs on a database of its own, apart from any other copy of the suite',
    async () => {
      expect(databaseName).toMatch(/^sandbox_two_\d+_[0-9a-f]{8}$/);
      const { rows } = await admin!.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
      expect(rows).toHaveLength(1);
      expect(apps).toHaveLength(2);
    },
  );

  it.runIf(Boolean(url))(
    'one order key places one order, sent to both instances at once and repeated on either',
    async () => {
      const on = await jordanInThePharmacy();
      const order = await retailOrder(on(0), '1234568');
      const key = { 'Idempotency-Key': `two-instances-${randomBytes(6).toString('hex')}` };
      // The balancer sends the same request (a retry) to both instances at the same moment.
      const [first, second] = await Promise.all([
        apps[0]!.request(RX_PATHS.ordersStage, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookieOf(on(0)), ...key },
          body: JSON.stringify(order),
        }),
        apps[1]!.request(RX_PATHS.ordersStage, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookieOf(on(1)), ...key },
          body: JSON.stringify(order),
        }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const a = z.parse(orderResponseSchema, await first.json());
      const b = z.parse(orderResponseSchema, await second.json());
      expect(b.orderId).toBe(a.orderId);
      for (const instance of [0, 1] as const) {
        const repeat = await on(instance).post(RX_PATHS.ordersStage, order, key);
        expect(repeat.status).toBe(200);
        expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
        expect(z.parse(orderResponseSchema, await repeat.json()).orderId).toBe(a.orderId);
      }
      const rows = await stores[1]!.kysely
        .selectFrom('rx_orders')
        .select('order_id')
        .where('idempotency_key', '=', key['Idempotency-Key'])
        .execute();
      expect(rows).toEqual([{ order_id: a.orderId }]);
    },
    60_000,
  );

  it.runIf(Boolean(url))(
    'the pharmacy session times out on one clock: activity on either instance counts, expiry holds on both',
    async () => {
      const on = await jordanInThePharmacy();
      tick(600);
      expect(await session(on(1))).toMatchObject({ active: true, secondsLeft: 1 });
      // Activity on instance 1 keeps the session instance 0 sees.
      expect(await mark(on(1))).toMatchObject({ active: true, secondsLeft: 601 });
      tick(600);
      expect(await session(on(0))).toMatchObject({ active: true, secondsLeft: 1 });
      tick(2);
      const expiredOnZero = await session(on(0));
      expect(expiredOnZero.active).toBe(false);
      expect(expiredOnZero.secondsLeft).toBeLessThan(0);
      expect((await session(on(1))).active).toBe(false);
      // Neither instance revives it.
      expect((await mark(on(1))).active).toBe(false);
      expect((await mark(on(0))).active).toBe(false);
    },
    60_000,
  );

  it.runIf(Boolean(url))(
    'a sign-in lock made through one instance holds on the other, even for the right password',
    async () => {
      const on = balancedBrowser();
      const wrong = { email: ACCOUNTS.newPatient.email, password: 'Wrong1234', rememberMe: false };
      // docs/choices.md "Throttle and lock": 5 password checks per 15 minutes; the failing fifth locks.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push((await on(attempt % 2 === 0 ? 0 : 1).post(IDENTITY_PATHS.signIn, wrong)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 423]);
      for (const instance of [0, 1] as const) {
        const right = await on(instance).post(IDENTITY_PATHS.signIn, {
          ...ACCOUNTS.newPatient,
          rememberMe: false,
        });
        expect(right.status, `instance ${instance}`).toBe(423);
      }
    },
    60_000,
  );
});

function cookieOf(b: Browser): string {
  return [...b.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
