/**
 * Server benchmark (not part of `npm test`): each measured route against a bare Hono route that runs the SAME
 * database query (scripts/bench-host.ts), so the ratio is what our HTTP stack, session, access rule and
 * validation add on top of the query itself.
 *
 *   npx tsx scripts/bench-server.ts [--json] [--duration 5] [--connections 50] [--rounds 1] [--only orders-stage]
 *
 * Starts the sandbox and the bare app in one child process (fresh temporary DATA_DIR, free ports, loopback only),
 * waits for /healthz, signs in as the seeded shopper to get the `sid` cookie, then runs autocannon on each pair
 * (measured route, bare route; alternating, `--rounds` times) and prints p50/p99 latency, requests per second and
 * the ratios (p99 of the route / p99 of its bare twin). With several rounds each figure is the median of the rounds.
 *
 * The pharmacy's order submit (POST /rx/api/orders-stage) places real orders: each request orders another
 * refillable prescription (created for the shopper by the sandbox's bench helper before the run), with its own
 * idempotency key, so every answer is a 200 of a new order (access rule, checks, one transaction); its bare twin
 * places orders of its own prescriptions the same way. It runs a fixed number of requests (ORDER_REQUESTS).
 */
import { createRequire } from 'node:module';
import { type RunningServer, freePortPair, startServer } from '../tests/e2e/support/server';
import { SERVER_SANDBOX_PATHS } from '../server/http/paths';
import { BARE_BENCH_PATHS } from './bench-host';
import { isMain } from './is-main';

const SHOPPER = { email: 'shopper@example.com', password: 'Shopper123' };
const SIGN_IN_PATH = '/identity/api/v1/sign-in';

interface Target {
  name: string;
  /** The measured route of the app. */
  path: string;
  /** Its bare twin on the bare listener (the same query, nothing else). */
  barePath: string;
  /** POST targets: the requests to send (built once the server runs; `bare` for the bare twin). */
  post?: (baseUrl: string, cookie: string) => Promise<PostPlan>;
}

interface PostPlan {
  amount: number;
  /** The i-th request's body and headers. */
  request: (i: number) => { body: string; headers: Record<string, string> };
}

/** Orders placed per order-submit run (one refillable prescription each). */
const ORDER_REQUESTS = 600;
/** The bench helper's most (5000): room for 4 rounds of the app's run and its bare twin's. */
const ORDER_POOL = 4800;
const PRESCRIPTIONS_PATH = '/rx/api/prescription/patient/prescriptions';
const ORDERS_PATH = '/rx/api/orders-stage';
const PROFILE_PATH = '/atlas/v1/customer-profile/v1/profile';
const BENCH_PRESCRIPTIONS_PATH = '/__sandbox/rx/bench-prescriptions';
const FACILITIES_PATH = '/atlas/v1/pharmacy/v1/facilities?filter.id=01400412';
/** The shopper's seeded Visa (server/db/fixtures/wallet.ts). */
const SHOPPER_VISA = '7c000000-0000-4000-8000-000000000001';

let planCount = 0;

/** The order-submit plan: bench prescriptions for the shopper, each ordered once at the store's first slot. */
async function orderPlan(baseUrl: string, cookie: string): Promise<PostPlan> {
  const headers = { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl, cookie };
  // The bench helper answers the same prescriptions every time (rx numbers from 90000000): one pool for the whole
  // run (the app's runs and the bare twin's), each plan taking the next ORDER_REQUESTS of them (not yet ordered).
  const created = await fetch(`${baseUrl}${BENCH_PRESCRIPTIONS_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ count: ORDER_POOL }),
  });
  if (!created.ok) throw new Error(`bench prescriptions answered ${created.status}: ${await created.text()}`);
  const pool = (await created.json()) as {
    prescriptions: Array<{
      rxNumber: string;
      rxRecordNumber: string;
      rxFillSequence: string;
      patientNumber: string;
      patientPayAmount: number;
    }>;
  };
  const from = planCount * ORDER_REQUESTS;
  if (from + ORDER_REQUESTS > pool.prescriptions.length)
    throw new Error(`more order runs than the pool of ${ORDER_POOL} bench prescriptions allows`);
  const prescriptions = pool.prescriptions.slice(from, from + ORDER_REQUESTS);
  const { pickupSlots } = await import('../domain/rx/checkout');
  const facility = ((await (await fetch(`${baseUrl}${FACILITIES_PATH}`)).json()) as { facilities: unknown[] })
    .facilities[0];
  const pickupTime = pickupSlots(new Date(), facility as Parameters<typeof pickupSlots>[1])[0]!.toISOString();
  const run = `${Date.now().toString(36)}-${(planCount++).toString(36)}`;
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

export const TARGETS: Target[] = [
  { name: 'HTTP stack (bare JSON)', path: '/__bench/json', barePath: BARE_BENCH_PATHS.json },
  { name: 'profile', path: PROFILE_PATH, barePath: BARE_BENCH_PATHS.profile },
  { name: 'prescriptions list', path: PRESCRIPTIONS_PATH, barePath: BARE_BENCH_PATHS.prescriptions },
  { name: 'order submit', path: ORDERS_PATH, barePath: BARE_BENCH_PATHS.order, post: orderPlan },
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
): Promise<{ result: AutocannonResult; latencies: Float64Array; statuses: Record<number, number> }> {
  return new Promise((resolve, reject) => {
    let samples = new Float64Array(1 << 16);
    let count = 0;
    const statuses: Record<number, number> = {};
    const tracker = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies: samples.slice(0, count).sort(), statuses });
    });
    tracker.on('response', (_client, statusCode, _bytes, ms) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
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

/** One run of autocannon on one URL. */
export interface Measured {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  totalRequests: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
}

export interface RouteBench {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  barePath: string;
  route: Measured;
  bare: Measured;
  /** route p50 / bare p50, route p99 / bare p99 (above 1: slower), route req/s / bare req/s (below 1: slower). */
  p50Ratio: number | null;
  p99Ratio: number | null;
  throughputRatio: number | null;
}

export interface ServerBench {
  connections: number;
  durationSeconds: number;
  rounds: number;
  orderRequests: number;
  results: RouteBench[];
}

const ratio = (value: number, base: number): number | null =>
  base > 0 && Number.isFinite(value) ? value / base : null;

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

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

export function formatServerBench(bench: ServerBench): string {
  const fmt = (n: number | null, digits = 2) => (n === null || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));
  const header = [
    'route',
    'p50 ms',
    'p99 ms',
    'req/s',
    'bare p50',
    'bare p99',
    'bare req/s',
    'p99 x',
    'req/s x',
  ];
  const body = bench.results.map((r) => [
    `${r.method} ${r.path}`,
    fmt(r.route.p50Ms),
    fmt(r.route.p99Ms),
    fmt(r.route.requestsPerSecond, 0),
    fmt(r.bare.p50Ms),
    fmt(r.bare.p99Ms),
    fmt(r.bare.requestsPerSecond, 0),
    fmt(r.p99Ratio),
    fmt(r.throughputRatio),
  ]);
  const all = [header, ...body];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `autocannon: ${bench.connections} connections, ${bench.durationSeconds} s per GET route, ${bench.orderRequests} orders per order run, ` +
      `${bench.rounds} round(s) (medians); "x" = the route / its bare twin running the same query`,
    line(header),
    ...body.map(line),
  ].join('\n');
}

/**
 * The order of the measurements: every round of the reads (GET), then every round of the writes (POST), each round
 * alternating which side goes first (spreads the machine's drift over both sides). The order submit gives the
 * shopper a bench patient with thousands of prescriptions (its pool) and places orders: a read measured after it
 * would list those too, so its later rounds would measure another, far larger answer than the first.
 */
export function benchSchedule<T extends { post?: unknown }>(
  targets: readonly T[],
  rounds: number,
): Array<{ target: T; side: 'route' | 'bare'; round: number }> {
  const steps: Array<{ target: T; side: 'route' | 'bare'; round: number }> = [];
  for (const group of [targets.filter((t) => !t.post), targets.filter((t) => t.post)]) {
    for (let round = 0; round < rounds; round++) {
      for (const target of group) {
        const sides: Array<'route' | 'bare'> = round % 2 ? ['bare', 'route'] : ['route', 'bare'];
        for (const side of sides) steps.push({ target, side, round });
      }
    }
  }
  return steps;
}

export interface ServerBenchOptions {
  duration?: number;
  connections?: number;
  rounds?: number;
  /** Only the targets whose path contains this. */
  only?: string;
  progress?: (message: string) => void;
}

/** Starts the sandbox and the bare app (scripts/bench-host.ts), measures every target, stops them. */
export async function benchServer({
  duration = 5,
  connections = 50,
  rounds = 1,
  only,
  progress = () => {},
}: ServerBenchOptions = {}): Promise<ServerBench> {
  const targets = TARGETS.filter((t) => only === undefined || t.path.includes(only));
  let server: RunningServer | undefined;
  const onSignal = () => {
    void server?.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    progress('starting the server and its bare twin');
    const barePort = await freePortPair();
    server = await startServer({
      host: '127.0.0.1',
      script: 'scripts/bench-host.ts',
      env: { BARE_PORT: String(barePort) },
    });
    const bareUrl = `http://127.0.0.1:${barePort}`;
    progress(`server ready at ${server.baseUrl}, bare routes at ${bareUrl}`);
    const cookie = await signIn(server.baseUrl);

    const measure = async (target: Target, url: string): Promise<Measured> => {
      const headers: Record<string, string> = { accept: 'application/json', cookie };
      // 30 s: on a loaded 2-core machine an order can wait more than 10 s behind 50 others; a timeout is not a latency.
      let options: Parameters<Autocannon>[0] = { url, connections, duration, timeout: 30, headers };
      if (target.post) {
        const plan = await target.post(server!.baseUrl, cookie);
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
        progress(`POST ${url}: ${plan.amount} requests`);
      } else {
        await warmUp(url, headers);
        progress(`GET ${url} for ${duration} s`);
      }
      const { result: r, latencies, statuses } = await run(options);
      const failures = r.non2xx + r.errors + r.timeouts;
      if (failures > 0)
        progress(
          `${url}: ${failures} failures (answers by status ${JSON.stringify(statuses)}, errors ${r.errors}, timeouts ${r.timeouts})`,
        );
      return {
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        requestsPerSecond: r.requests.average,
        totalRequests: r.requests.total,
        failures,
      };
    };

    const runs = new Map<Target, { route: Measured[]; bare: Measured[] }>(
      targets.map((target) => [target, { route: [], bare: [] }]),
    );
    for (const { target, side } of benchSchedule(targets, rounds)) {
      const entry = runs.get(target)!;
      if (side === 'route') entry.route.push(await measure(target, `${server!.baseUrl}${target.path}`));
      else entry.bare.push(await measure(target, `${bareUrl}${target.barePath}`));
    }
    const med = (list: Measured[]): Measured => ({
      p50Ms: median(list.map((m) => m.p50Ms)),
      p99Ms: median(list.map((m) => m.p99Ms)),
      requestsPerSecond: median(list.map((m) => m.requestsPerSecond)),
      totalRequests: list.reduce((n, m) => n + m.totalRequests, 0),
      failures: list.reduce((n, m) => n + m.failures, 0),
    });
    const results = targets.map((target): RouteBench => {
      const { route: routeRuns, bare: bareRuns } = runs.get(target)!;
      const route = med(routeRuns);
      const bare = med(bareRuns);
      return {
        name: target.name,
        method: target.post ? 'POST' : 'GET',
        path: target.path,
        barePath: target.barePath,
        route,
        bare,
        p50Ratio: ratio(route.p50Ms, bare.p50Ms),
        p99Ratio: ratio(route.p99Ms, bare.p99Ms),
        throughputRatio: ratio(route.requestsPerSecond, bare.requestsPerSecond),
      };
    });
    return { connections, durationSeconds: duration, rounds, orderRequests: ORDER_REQUESTS, results };
  } finally {
    await server?.stop();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const bench = await benchServer({
    duration: intArg(args, '--duration', 5, 60),
    connections: intArg(args, '--connections', 50, 200),
    rounds: intArg(args, '--rounds', 1, 4),
    ...(args.includes('--only') ? { only: args[args.indexOf('--only') + 1] ?? '' } : {}),
    progress: (message) => console.error(`[bench] ${message}`),
  });
  console.log(args.includes('--json') ? JSON.stringify(bench, null, 2) : formatServerBench(bench));
  const failures = bench.results.filter((r) => r.route.failures + r.bare.failures > 0);
  if (failures.length > 0) {
    console.error(
      `[bench] non-2xx answers, errors or timeouts on: ${failures.map((r) => r.path).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (isMain(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
