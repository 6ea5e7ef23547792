/**
 * Server micro-benchmark (not part of `npm test`).
 *
 *   npx tsx scripts/bench-server.ts [--json] [--duration 5] [--connections 10]
 *
 * Starts the real server like `npm start` (fresh temporary DATA_DIR, free PORT, loopback only), waits
 * for /healthz, signs in as the seeded shopper to get the `sid` cookie, then runs autocannon against
 * the bare JSON route and real API routes, and prints p50/p99 latency, requests per second and
 * each route's ratio to the bare route. Stops the server at the end.
 *
 * The pharmacy's order submit (POST /rx/api/orders-stage) places real orders: each request orders another
 * refillable prescription (created for the shopper by the sandbox's bench helper before the run), with its own
 * idempotency key, so every answer is a 200 of a new order (access rule, checks, one transaction). It runs a fixed
 * number of requests (ORDER_REQUESTS) instead of a duration.
 */
import { createRequire } from 'node:module';
import { type RunningServer, startServer } from '../tests/e2e/support/server';
import { SERVER_SANDBOX_PATHS } from '../server/http/paths';

const SHOPPER = { email: 'shopper@example.com', password: 'Shopper123' };
const SIGN_IN_PATH = '/identity/api/v1/sign-in';

interface Target {
  name: string;
  path: string;
  authenticated: boolean;
  /** POST targets: the requests to send (built once the server runs). */
  post?: (baseUrl: string, cookie: string) => Promise<PostPlan>;
}

interface PostPlan {
  amount: number;
  /** The i-th request's body and headers. */
  request: (i: number) => { body: string; headers: Record<string, string> };
}

/** Orders placed by the order-submit run (one refillable prescription each). */
const ORDER_REQUESTS = 600;
const PRESCRIPTIONS_PATH = '/rx/api/prescription/patient/prescriptions';
const ORDERS_PATH = '/rx/api/orders-stage';
const BENCH_PRESCRIPTIONS_PATH = '/__sandbox/rx/bench-prescriptions';
const FACILITIES_PATH = '/atlas/v1/pharmacy/v1/facilities?filter.id=01400412';
/** The shopper's seeded Visa (server/db/fixtures/wallet.ts). */
const SHOPPER_VISA = '7c000000-0000-4000-8000-000000000001';

/** The order-submit plan: bench prescriptions for the shopper, each ordered once at the store's first slot. */
async function orderPlan(baseUrl: string, cookie: string): Promise<PostPlan> {
  const headers = { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl, cookie };
  const created = await fetch(`${baseUrl}${BENCH_PRESCRIPTIONS_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ count: ORDER_REQUESTS }),
  });
  if (!created.ok) throw new Error(`bench prescriptions answered ${created.status}: ${await created.text()}`);
  const { prescriptions } = (await created.json()) as {
    prescriptions: Array<{
      rxNumber: string;
      rxRecordNumber: string;
      rxFillSequence: string;
      patientNumber: string;
      patientPayAmount: number;
    }>;
  };
  const { pickupSlots } = await import('../src/domain/rx/checkout');
  const facility = ((await (await fetch(`${baseUrl}${FACILITIES_PATH}`)).json()) as { facilities: unknown[] })
    .facilities[0];
  const pickupTime = pickupSlots(new Date(), facility as Parameters<typeof pickupSlots>[1])[0]!.toISOString();
  const run = Date.now().toString(36);
  return {
    amount: prescriptions.length,
    request: (i) => ({
      headers: { ...headers, 'Idempotency-Key': `bench-${run}-${i}` },
      body: JSON.stringify({
        orderType: 'RETAIL',
        patientType: 'CHILD',
        products: [prescriptions[i % prescriptions.length]],
        pharmacyType: 'RETAIL',
        facilityId: '01400412',
        easyOpenLids: false,
        fulfillmentMethod: 'PICKUP',
        paymentMethod: 'payNow',
        paymentType: 'DW',
        pickupTime,
        cardId: SHOPPER_VISA,
        paymentIntentId: null,
        orderRevenue: 5,
        shippingMethodId: null,
        addressId: null,
      }),
    }),
  };
}

const BARE: Target = { name: 'bare JSON', path: '/__bench/json', authenticated: false };
const TARGETS: Target[] = [
  BARE,
  { name: 'profile (signed in)', path: '/atlas/v1/customer-profile/v1/profile', authenticated: true },
  {
    name: 'health navigation',
    path: '/content/v2/objects/navigation/1.0.0/health/unauth-left-nav.json',
    authenticated: false,
  },
  { name: 'pharmacy prescriptions list (signed in)', path: PRESCRIPTIONS_PATH, authenticated: true },
  { name: 'pharmacy order submit (signed in)', path: ORDERS_PATH, authenticated: true, post: orderPlan },
];

/** The slice of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonTracker {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    headers?: Record<string, string>;
    amount?: number;
    requests?: Array<{
      method: string;
      setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
    }>;
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonTracker;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/**
 * Runs autocannon and keeps every 2xx response time: autocannon's own histogram has 1 ms resolution,
 * too coarse for loopback routes that answer in a fraction of a millisecond.
 */
function run(
  options: Parameters<Autocannon>[0],
): Promise<{ result: AutocannonResult; latencies: Float64Array }> {
  return new Promise((resolve, reject) => {
    let samples = new Float64Array(1 << 16);
    let count = 0;
    const tracker = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies: samples.slice(0, count).sort() });
    });
    tracker.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode < 200 || statusCode >= 300) return;
      if (count === samples.length) {
        const grown = new Float64Array(samples.length * 2);
        grown.set(samples);
        samples = grown;
      }
      samples[count++] = ms;
    });
  });
}

export interface RouteBench {
  name: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
  avgMs: number;
  requestsPerSecond: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Ratios to the bare route: latency ratios above 1 are slower, throughput ratios below 1 are slower. */
  p50Ratio: number | null;
  p99Ratio: number | null;
  throughputRatio: number | null;
}

const ratio = (value: number, base: number): number | null =>
  base > 0 && Number.isFinite(value) ? value / base : null;

function intArg(args: string[], name: string, fallback: number, max: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer between 1 and ${max}`);
  }
  return value;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl },
    body: JSON.stringify({ ...SHOPPER, rememberMe: true }),
  });
  const sid = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!.trim())
    .find((c) => c.startsWith('sid='));
  if (!response.ok || !sid) {
    const body = (await response.text()).slice(0, 500);
    throw new Error(
      `sign-in as ${SHOPPER.email} failed: ${response.status}, sid cookie ${sid ? 'set' : 'missing'}\n${body}`,
    );
  }
  // The pharmacy's data needs an AUTHORIZED pharmacy session (server/rx/gate.ts): this client is remembered, as
  // 'Remember me on this device.' after a right security answer would (sandbox helper).
  const remembered = await fetch(`${baseUrl}${SERVER_SANDBOX_PATHS.rxRememberDevice}`, {
    method: 'POST',
    headers: { cookie: sid, origin: baseUrl },
  });
  const rxd = remembered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!.trim())
    .find((c) => c.startsWith('rxd='));
  if (remembered.status !== 204 || !rxd) throw new Error(`remember-device answered ${remembered.status}`);
  return `${sid}; ${rxd}`;
}

/** Checks the route answers 2xx and warms it up before measuring. */
async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  const first = await fetch(url, { headers });
  if (!first.ok) {
    throw new Error(`GET ${url} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  }
  await first.arrayBuffer();
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).arrayBuffer();
}

function formatTable(rows: RouteBench[], connections: number, duration: number): string {
  const fmt = (n: number | null, digits = 2) => (n === null || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));
  const header = ['route', 'p50 ms', 'p99 ms', 'req/s', 'p50 x', 'p99 x', 'req/s x', 'non-2xx'];
  const body = rows.map((r) => [
    `${r.path === ORDERS_PATH ? 'POST' : 'GET'} ${r.path}`,
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    fmt(r.requestsPerSecond, 0),
    fmt(r.p50Ratio),
    fmt(r.p99Ratio),
    fmt(r.throughputRatio),
    String(r.non2xx + r.errors + r.timeouts),
  ]);
  const all = [header, ...body];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `autocannon: ${connections} connections, ${duration} s per route; ratios are relative to GET ${BARE.path}`,
    line(header),
    ...body.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const duration = intArg(args, '--duration', 5, 60);
  const connections = intArg(args, '--connections', 10, 100);
  const progress = (message: string) => console.error(`[bench] ${message}`);

  let server: RunningServer | undefined;
  const onSignal = () => {
    void server?.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    progress('starting the server');
    server = await startServer({ host: '127.0.0.1' });
    progress(`server ready at ${server.baseUrl}`);
    const cookie = await signIn(server.baseUrl);

    const results: RouteBench[] = [];
    for (const target of TARGETS) {
      const url = `${server.baseUrl}${target.path}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (target.authenticated) headers.cookie = cookie;
      let options: Parameters<Autocannon>[0] = { url, connections, duration, timeout: 10, headers };
      if (target.post) {
        const plan = await target.post(server.baseUrl, cookie);
        let next = 0;
        options = {
          ...options,
          amount: plan.amount,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({ ...request, method: 'POST', ...plan.request(next++) }),
            },
          ],
        };
        progress(`POST ${target.path}: ${plan.amount} requests`);
      } else {
        await warmUp(url, headers);
        progress(`GET ${target.path} for ${duration} s`);
      }
      const { result: r, latencies } = await run(options);
      results.push({
        name: target.name,
        path: target.path,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        avgMs: latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length),
        requestsPerSecond: r.requests.average,
        totalRequests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        p50Ratio: null,
        p99Ratio: null,
        throughputRatio: null,
      });
    }
    const bare = results[0]!;
    for (const r of results) {
      r.p50Ratio = ratio(r.p50Ms, bare.p50Ms);
      r.p99Ratio = ratio(r.p99Ms, bare.p99Ms);
      r.throughputRatio = ratio(r.requestsPerSecond, bare.requestsPerSecond);
    }

    if (json) {
      console.log(
        JSON.stringify({ connections, durationSeconds: duration, baseUrl: server.baseUrl, results }, null, 2),
      );
    } else {
      console.log(formatTable(results, connections, duration));
    }
    const failures = results.filter((r) => r.non2xx + r.errors + r.timeouts > 0);
    if (failures.length > 0) {
      console.error(
        `[bench] non-2xx answers, errors or timeouts on: ${failures.map((r) => r.path).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
