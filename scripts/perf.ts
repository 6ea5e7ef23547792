/**
 * `npm run perf`: first load and server time measured against the floor, side by side in ONE run, and the four
 * ratios printed and written to docs/perf/latest.{json,md} (with the date and the machine's load).
 *
 *   npx tsx scripts/perf.ts [--no-build] [--runs 3] [--server-rounds 1] [--skip-lighthouse] [--skip-server]
 *                           [--no-write] [--json]
 *   npx tsx scripts/perf.ts --gate     # CI (scripts/test.sh, after the size step's build): the first-load bytes
 *                                      # only, exit 1 when a gated ratio (FIRST_LOAD_GATES) is over its goal
 *
 * 1. Builds the app (`npx vite build`, unless --no-build) and the floor: a bare React 19 + react-router-dom 7 page
 *    (tests/fixtures/bare-react, never shipped) built by the same Vite into a temporary directory.
 * 2. Serves both: the sandbox in this process (helpers on, throw-away data) and the floor from a Hono server with the
 *    same compression.
 * 3. First-load JS: in Chromium, every script the page downloads until the network is idle, each counted as its
 *    gzip size at level 9 (like scripts/size.ts, so bytes do not depend on the server's compression level), for
 *    /signin and /rx/dashboard (signed in, pharmacy-authorized) against the floor. Bytes, not times: the same every
 *    run, so CI can gate on them (`perf.ts --gate`, the size step of scripts/test.sh).
 * 4. Lighthouse mobile (the defaults), `--runs` times alternating floor / /signin / /rx/dashboard: medians of the
 *    performance score and LCP; the LCP ratio is each page's median over the floor's.
 * 5. Server: scripts/bench-server.ts (each route's p99 over a bare Hono route running the same query, 50
 *    connections; req/s too).
 */
import { freePort } from './free-port';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import lighthouse from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { loadConfig } from '../server/config';
import { startSandbox } from '../server/main';
import { benchServer, formatServerBench, median, type ServerBench } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { isMain } from './is-main';
import { signedInCookies } from './sandbox-session';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BARE_FIXTURE = join(ROOT, 'tests', 'fixtures', 'bare-react');

/** The goals (ratios to the floor, measured in one run). */
export const PERF_GOALS = {
  signInFirstLoad: 1.3,
  dashboardFirstLoad: 1.4,
  lighthouseScore: 98,
  lcpRatio: 1.15,
  serverP99Ratio: 1.5,
} as const;

export interface ScriptFile {
  url: string;
  gzipBytes: number;
}

export interface FirstLoad {
  page: string;
  /** Where the page ended (a pharmacy page that sent the browser to sign in would measure the wrong page). */
  finalPath: string;
  scripts: ScriptFile[];
  jsGzipBytes: number;
}

export interface LighthouseFigures {
  page: string;
  runs: { score: number; lcpMs: number; tbtMs: number }[];
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** Median LCP over the floor's median LCP. */
  lcpRatio: number;
}

export interface PerfReport {
  date: string;
  /** `uptime`'s load averages (1, 5, 15 min) when the run started, and the machine's cores. */
  load: { start: number[]; end: number[]; cores: number };
  firstLoad: {
    floor: FirstLoad;
    signIn: FirstLoad;
    dashboard: FirstLoad;
    signInRatio: number;
    dashboardRatio: number;
  };
  lighthouse: {
    runs: number;
    floor: LighthouseFigures;
    signIn: LighthouseFigures;
    dashboard: LighthouseFigures;
  } | null;
  server: ServerBench | null;
  goals: typeof PERF_GOALS;
}

/** Builds the floor with the app's Vite and React plugin into `outDir`. */
export async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: BARE_FIXTURE,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, sourcemap: false, target: 'es2022' },
  });
}

/** Serves a built SPA like the sandbox serves the app: compressed, index.html for every page path. */
async function serveFloor(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono();
  app.use('*', compress());
  app.use('*', serveStatic({ root: dir }));
  app.get('*', (c) => c.html(readFileSync(join(dir, 'index.html'), 'utf8')));
  const port = await freePort();
  const server = createAdaptorServer({ fetch: app.fetch, port }) as Server;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Every script the page downloads until the network is idle, as gzip (level 9) bytes. */
export async function measureFirstLoad(browser: Browser, url: string, cookie?: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (cookie) {
      const { hostname } = new URL(url);
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
        }),
      );
    }
    const page = await context.newPage();
    const pending: Promise<ScriptFile | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            gzipBytes: gzipSync(body, { level: 9 }).byteLength,
          }),
          () => null,
        ),
      );
    });
    // Network idle as Playwright's 'networkidle' means it (no request for 500 ms), made robust for a loaded machine:
    // - a request open for more than 3 s does not hold it: Chromium never reports the end of a keepalive POST (the
    //   flow reporter's batches) to Playwright, which would wait for ever;
    // - the page's main thread must be idle too (a requestIdleCallback ran) with no request started meanwhile: a
    //   500 ms gap while a slow CPU compiles or hydrates is not the end of the first load.
    const started = new Map<object, number>();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      started.set(request, Date.now());
      lastActivity = Date.now();
    });
    const done = (request: object) => {
      started.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const deadline = Date.now() + 120_000;
    const quiet = () => {
      const now = Date.now();
      return [...started.values()].every((at) => now - at >= 3000) && now - lastActivity >= 500;
    };
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${url}: the network never went idle`);
      if (!quiet()) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const before = lastActivity;
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
      );
      if (lastActivity === before && quiet()) break;
    }
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptFile => s !== null);
    const unique = [...new Map(scripts.map((s) => [s.url, s])).values()].sort(
      (a, b) => b.gzipBytes - a.gzipBytes,
    );
    return {
      page: new URL(url).pathname,
      finalPath: new URL(page.url()).pathname,
      scripts: unique,
      jsGzipBytes: unique.reduce((n, s) => n + s.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

async function lighthouseRun(
  port: number,
  url: string,
  cookie?: string,
): Promise<{ score: number; lcpMs: number; tbtMs: number }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const x = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : `${n.toFixed(2)}x`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** The four ratios and their details, as Markdown (docs/perf/latest.md) and for the terminal. */
export function formatPerf(report: PerfReport): string {
  const { firstLoad: fl, lighthouse: lh, server, goals } = report;
  const lines: string[] = [];
  lines.push(`# Performance against the floor: latest run`, '');
  lines.push(
    `${report.date}, load average ${report.load.start.map((n) => n.toFixed(2)).join(' ')} at the start and ` +
      `${report.load.end.map((n) => n.toFixed(2)).join(' ')} at the end (${report.load.cores} cores). ` +
      `Written by \`npm run perf\` (scripts/perf.ts); the floor is a bare React 19 + react-router-dom 7 page ` +
      `(tests/fixtures/bare-react) built by the same Vite in the same run.`,
    '',
  );
  lines.push('## The four ratios', '');
  lines.push('| measure | figure | floor | ratio | goal |', '|---|---|---|---|---|');
  lines.push(
    `| 1. first-load JS, /signin | ${kB(fl.signIn.jsGzipBytes)} kB | ${kB(fl.floor.jsGzipBytes)} kB | ${x(fl.signInRatio)} | ≤ ${goals.signInFirstLoad}x ${mark(fl.signInRatio <= goals.signInFirstLoad)} |`,
  );
  lines.push(
    `| 2. first-load JS, /rx/dashboard (signed in) | ${kB(fl.dashboard.jsGzipBytes)} kB | ${kB(fl.floor.jsGzipBytes)} kB | ${x(fl.dashboardRatio)} | ≤ ${goals.dashboardFirstLoad}x ${mark(fl.dashboardRatio <= goals.dashboardFirstLoad)} |`,
  );
  if (lh) {
    for (const [name, f] of [
      ['/signin', lh.signIn],
      ['/rx/dashboard', lh.dashboard],
    ] as const) {
      lines.push(
        `| 3. Lighthouse mobile LCP, ${name} (score ${f.score}, floor ${lh.floor.score}) | ${Math.round(f.lcpMs)} ms | ${Math.round(lh.floor.lcpMs)} ms | ${x(f.lcpRatio)} | ≤ ${goals.lcpRatio}x and score ≥ ${goals.lighthouseScore} ${mark(f.lcpRatio <= goals.lcpRatio && f.score >= goals.lighthouseScore)} |`,
      );
    }
  } else lines.push('| 3. Lighthouse | not run (--skip-lighthouse) | | | |');
  if (server) {
    for (const r of server.results) {
      lines.push(
        `| 4. server p99, ${r.method} ${r.path} | ${r.route.p99Ms.toFixed(1)} ms, ${Math.round(r.route.requestsPerSecond)} req/s | ${r.bare.p99Ms.toFixed(1)} ms, ${Math.round(r.bare.requestsPerSecond)} req/s | ${x(r.p99Ratio)} | ≤ ${goals.serverP99Ratio}x ${mark((r.p99Ratio ?? Number.POSITIVE_INFINITY) <= goals.serverP99Ratio)} |`,
      );
    }
  } else lines.push('| 4. server | not run (--skip-server) | | | |');
  lines.push('', '## First-load scripts (gzip level 9, until network idle)', '');
  for (const f of [fl.floor, fl.signIn, fl.dashboard]) {
    lines.push(
      `- ${f.page === '/' ? 'floor' : f.page}: ${kB(f.jsGzipBytes)} kB in ${f.scripts.length} file(s): ${f.scripts.map((s) => `${s.url.replace(/^\/assets\//, '')} ${kB(s.gzipBytes)}`).join(', ')}`,
    );
  }
  if (lh) {
    lines.push('', `## Lighthouse mobile, ${lh.runs} run(s) each, alternating (medians)`, '');
    lines.push('| page | score | LCP ms | TBT ms | runs (score/LCP/TBT) |', '|---|---|---|---|---|');
    for (const [name, f] of [
      ['floor', lh.floor],
      ['/signin', lh.signIn],
      ['/rx/dashboard', lh.dashboard],
    ] as const) {
      lines.push(
        `| ${name} | ${f.score} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} | ${f.runs.map((r) => `${r.score}/${Math.round(r.lcpMs)}/${Math.round(r.tbtMs)}`).join(', ')} |`,
      );
    }
  }
  if (server) lines.push('', '## Server', '', '```', formatServerBench(server), '```');
  return `${lines.join('\n')}\n`;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * The first-load ratios CI holds (scripts/test.sh, the size step: `perf.ts --gate`): a ratio is gated once it meets
 * its goal. /rx/dashboard is measured and printed but not gated until it is under 1.40x.
 */
export const FIRST_LOAD_GATES: Partial<Record<'signIn' | 'dashboard', number>> = {
  signIn: PERF_GOALS.signInFirstLoad,
};

/** Tries per page in --gate mode: deferred work can only add bytes, so the least of the tries is the first load. */
const GATE_TRIES = 3;

async function gate(): Promise<void> {
  const floorDir = mkdtempSync(join(tmpdir(), 'perf-floor-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'perf-sandbox-'));
  await buildFloor(floorDir);
  let port = await freePort();
  while (port > 65000) port = await freePort();
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SANDBOX_HELPERS: 'on',
  });
  const sandbox = await startSandbox({ config, log: () => {} });
  const floor = await serveFloor(floorDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let failed = false;
  try {
    const cookie = await signedInCookies(sandbox.appUrl);
    const least = async (url: string, withCookie?: string) => {
      let best: FirstLoad | undefined;
      for (let i = 0; i < GATE_TRIES; i++) {
        const load = await measureFirstLoad(browser, url, withCookie);
        if (!best || load.jsGzipBytes < best.jsGzipBytes) best = load;
      }
      return best!;
    };
    const floorLoad = await measureFirstLoad(browser, `${floor.url}/`);
    const pages = {
      signIn: await least(`${sandbox.appUrl}/signin`),
      dashboard: await least(`${sandbox.appUrl}/rx/dashboard`, cookie),
    };
    for (const [key, load] of Object.entries(pages) as [keyof typeof pages, FirstLoad][]) {
      const ratio = load.jsGzipBytes / floorLoad.jsGzipBytes;
      const limit = FIRST_LOAD_GATES[key];
      const over = limit !== undefined && ratio > limit;
      failed ||= over;
      console.log(
        `first-load JS ${load.page}: ${kB(load.jsGzipBytes)} kB = ${x(ratio)} the bare page (${kB(floorLoad.jsGzipBytes)} kB); ` +
          (limit === undefined ? 'not gated yet' : `gate ${limit}x ${over ? 'OVER' : 'ok'}`),
      );
    }
  } finally {
    await browser.close();
    await floor.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--gate')) return gate();
  const runs = Number(argValue(args, '--runs') ?? 3);
  const serverRounds = Number(argValue(args, '--server-rounds') ?? 1);
  const progress = (message: string) => console.error(`[perf] ${message}`);
  const date = new Date().toISOString();
  const loadStart = loadavg();

  if (!args.includes('--no-build')) {
    progress('building the app (npx vite build)');
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
    });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  const floorDir = mkdtempSync(join(tmpdir(), 'perf-floor-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'perf-sandbox-'));
  progress('building the floor (tests/fixtures/bare-react)');
  await buildFloor(floorDir);

  let port = await freePort();
  while (port > 65000) port = await freePort();
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SANDBOX_HELPERS: 'on',
  });
  const sandbox = await startSandbox({ config, log: () => {} });
  const floor = await serveFloor(floorDir);
  let report: PerfReport;
  try {
    const cookie = await signedInCookies(sandbox.appUrl);
    progress('first-load JS in Chromium');
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    let fl: PerfReport['firstLoad'];
    try {
      const floorLoad = await measureFirstLoad(browser, `${floor.url}/`);
      const signIn = await measureFirstLoad(browser, `${sandbox.appUrl}/signin`);
      const dashboard = await measureFirstLoad(browser, `${sandbox.appUrl}/rx/dashboard`, cookie);
      if (dashboard.finalPath !== '/rx/dashboard')
        throw new Error(`/rx/dashboard ended on ${dashboard.finalPath}: the signed-in session did not hold`);
      fl = {
        floor: floorLoad,
        signIn,
        dashboard,
        signInRatio: signIn.jsGzipBytes / floorLoad.jsGzipBytes,
        dashboardRatio: dashboard.jsGzipBytes / floorLoad.jsGzipBytes,
      };
    } finally {
      await browser.close();
    }

    let lh: PerfReport['lighthouse'] = null;
    if (!args.includes('--skip-lighthouse')) {
      const chrome = await chromeLauncher.launch({ chromeFlags: CHROMIUM_ARGS, chromePath: CHROMIUM_PATH });
      try {
        const pages = [
          { key: 'floor', url: `${floor.url}/` },
          { key: 'signIn', url: `${sandbox.appUrl}/signin` },
          { key: 'dashboard', url: `${sandbox.appUrl}/rx/dashboard`, cookie },
        ] as const;
        // One warm-up of each (server caches, PGlite, the disk cache of the build), not counted.
        for (const p of pages) await lighthouseRun(chrome.port, p.url, 'cookie' in p ? p.cookie : undefined);
        const collected: Record<string, { score: number; lcpMs: number; tbtMs: number }[]> = {};
        for (let i = 0; i < runs; i++) {
          for (const p of pages) {
            progress(`Lighthouse ${p.key} run ${i + 1}/${runs}`);
            const list = collected[p.key] ?? [];
            collected[p.key] = list;
            list.push(await lighthouseRun(chrome.port, p.url, 'cookie' in p ? p.cookie : undefined));
          }
        }
        const figures = (
          page: string,
          list: { score: number; lcpMs: number; tbtMs: number }[],
          floorLcp: number,
        ) => ({
          page,
          runs: list,
          score: median(list.map((r) => r.score)),
          lcpMs: median(list.map((r) => r.lcpMs)),
          tbtMs: median(list.map((r) => r.tbtMs)),
          lcpRatio: median(list.map((r) => r.lcpMs)) / floorLcp,
        });
        const floorLcp = median(collected.floor!.map((r) => r.lcpMs));
        lh = {
          runs,
          floor: figures('floor', collected.floor!, floorLcp),
          signIn: figures('/signin', collected.signIn!, floorLcp),
          dashboard: figures('/rx/dashboard', collected.dashboard!, floorLcp),
        };
      } finally {
        chrome.kill();
      }
    }
    report = {
      date,
      load: { start: loadStart, end: [], cores: 0 },
      firstLoad: fl,
      lighthouse: lh,
      server: null,
      goals: PERF_GOALS,
    };
  } finally {
    await floor.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }

  if (!args.includes('--skip-server')) {
    progress('server: each route against a bare route running the same query');
    report.server = await benchServer({ rounds: serverRounds, progress });
  }
  report.load = { start: loadStart, end: loadavg(), cores: (await import('node:os')).availableParallelism() };

  const markdown = formatPerf(report);
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else console.log(markdown);
  if (!args.includes('--no-write')) {
    const dir = join(ROOT, 'docs', 'perf');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(dir, 'latest.md'), markdown);
    // In the repository's own format (the lint step checks JSON files too).
    spawnSync('npx', ['biome', 'format', '--write', join(dir, 'latest.json')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    progress('written to docs/perf/latest.json and docs/perf/latest.md');
  }
}

if (isMain(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
