/**
 * Starts the real server the way `npm start` does (`tsx scripts/start.ts`, PORT and DATA_DIR from the
 * environment; the second origin listens on PORT+1) in its own process group, on a free port pair and
 * a fresh temporary data directory, and waits for GET /healthz. Used by every e2e file (tests/e2e/support/
 * file-server.ts: one server and data directory per file) and by scripts/bench-server.ts.
 *
 * Seeding a database costs a PGlite start-up, the migrations and the seed's password hashes (seconds, far more under
 * load), so the e2e global setup seeds one template data directory (prepareTemplateDataDir) and names it in
 * E2E_TEMPLATE_DATA_DIR: each server then starts from its own copy of it, as freshly seeded as the template. It
 * also compiles the server once (bundleServer, E2E_SERVER_BUNDLE), which each server then runs with `node`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The flow collector's analyst token of the servers the tests start (FLOW_ANALYST_TOKEN; docs/inspector.md). */
export const E2E_ANALYST_TOKEN = 'e2e-analyst-token-not-a-secret';

export interface StartServerOptions {
  /** Defaults to `E2E_SERVER_TIMEOUT_MS` or 120 s (a loaded machine starts slowly). */
  timeoutMs?: number;
  /** Stream the server's output to this process's stderr (default: `E2E_SERVER_LOG=1`). */
  log?: boolean;
  /** Extra environment variables for the server. */
  env?: Record<string, string>;
  /** Host name used in the base URL (default `E2E_HOST` or `localhost`). */
  host?: string;
  /**
   * A seeded data directory to start from (copied, never changed): default E2E_TEMPLATE_DATA_DIR when set, else
   * none (the server migrates and seeds an empty one).
   */
  fromDataDir?: string | null;
  /**
   * The script that starts the server, run with tsx (the benchmark runs `scripts/bench-host.ts`). Default: the
   * server bundle E2E_SERVER_BUNDLE names when set (the e2e run's, see bundleServer), else `scripts/start.ts`.
   */
  script?: string;
}

/** Where the e2e global setup writes the server bundle: inside the repository, so its packages resolve. */
export const SERVER_BUNDLE_PARENT = join(REPO_ROOT, '.tmp');

/**
 * Bundles the sandbox server (server/main.ts, which starts itself when run) into one ES module for Node, its packages
 * left as imports, and returns the file's path; the caller deletes its directory. What `npm start` runs but
 * compiled once: each e2e file's server then starts with `node <bundle>` instead of compiling the TypeScript again
 * with tsx (about 2.3 s less a start, 6 s → 4 s on a quiet machine). `npm start`'s only other step, building dist/ when
 * it is stale, is the global setup's. SKIP_BUILD is set for the servers anyway.
 */
export async function bundleServer(): Promise<string> {
  const { build } = await import('vite');
  mkdirSync(SERVER_BUNDLE_PARENT, { recursive: true });
  const outDir = mkdtempSync(join(SERVER_BUNDLE_PARENT, 'e2e-server-'));
  await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'server/main.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  return join(outDir, 'main.js');
}

export interface RunningServer {
  baseUrl: string;
  /** Origin of the second listener (PORT+1). */
  secondOrigin: string;
  port: number;
  dataDir: string;
  pid: number;
  /** The server's recent stdout and stderr. */
  output(): string;
  /** Stops the whole process group and removes the data directory. Safe to call twice. */
  stop(): Promise<void>;
}

const MAX_OUTPUT = 64 * 1024;

function listen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(null));
    // No host: binds the dual-stack wildcard, like a Node server started without a host.
    server.listen(port, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

/** A port P such that P and P+1 are both free right now. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await listen(0);
    if (port === null || port >= 65535) continue;
    if ((await listen(port + 1)) !== null) return port;
  }
  throw new Error('could not find two consecutive free ports');
}

/** `node_modules/.bin/<name>` when installed (what npm scripts run), else `npx <name>`. */
export function localBin(name: string): { command: string; prefix: string[] } {
  const bin = join(REPO_ROOT, 'node_modules', '.bin', name);
  return existsSync(bin) ? { command: bin, prefix: [] } : { command: 'npx', prefix: [name] };
}

/** Runs `npx vite build` in the repository root; throws when it fails. */
export function buildApp(): void {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // group already gone
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Migrates and seeds a new data directory (the server's own code: server/db/prepare.ts) and returns its path; the
 * caller deletes it. The e2e global setup makes one per run.
 */
export async function prepareTemplateDataDir(): Promise<string> {
  const { openPreparedDatabase } = await import('../../../server/db/prepare');
  const dir = mkdtempSync(join(tmpdir(), 'banner-e2e-template-'));
  const db = await openPreparedDatabase({ dataDir: dir });
  await db.close();
  return dir;
}

/** How often a start is tried again when its port was taken in the meantime (another suite on the machine). */
const PORT_ATTEMPTS = 3;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      const portTaken = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!portTaken || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function startServerOnce(options: StartServerOptions): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000);
  const log = options.log ?? process.env.E2E_SERVER_LOG === '1';
  const host = options.host ?? process.env.E2E_HOST ?? 'localhost';
  const port = await freePortPair();
  const dataDir = mkdtempSync(join(tmpdir(), 'banner-e2e-data-'));
  const template =
    options.fromDataDir === undefined ? process.env.E2E_TEMPLATE_DATA_DIR : options.fromDataDir;
  if (template) cpSync(template, dataDir, { recursive: true });
  const baseUrl = `http://${host}:${port}`;

  const bundle = options.script === undefined ? process.env.E2E_SERVER_BUNDLE : undefined;
  const tsx = localBin('tsx');
  const script = options.script ?? 'scripts/start.ts';
  const [command, ...args] = bundle ? [process.execPath, bundle] : [tsx.command, ...tsx.prefix, script];
  const child = spawn(command!, args, {
    cwd: REPO_ROOT,
    // The sandbox helpers are on for the tests (`npm start` leaves them off unless SANDBOX_HELPERS=on).
    // Mailed links lead to the address the tests browse (PUBLIC_ORIGIN).
    env: {
      ...process.env,
      SANDBOX_HELPERS: 'on',
      PUBLIC_ORIGIN: baseUrl,
      FLOW_ANALYST_TOKEN: E2E_ANALYST_TOKEN,
      ...options.env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stop() also reaches tsx's node child
  });

  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT);
    if (log) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
    child.once('error', (error) => {
      output += `\n[spawn error] ${error.message}`;
      exited = { code: null, signal: null };
      resolve();
    });
  });

  // Last resort if the test process dies without running teardown.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', onExit);
    if (!exited) {
      killGroup(child, 'SIGTERM');
      await Promise.race([exit, delay(5_000)]);
      if (!exited) {
        killGroup(child, 'SIGKILL');
        await Promise.race([exit, delay(2_000)]);
      }
    }
    // Stragglers in the group (tsx's node child) after the leader exited.
    killGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  const server: RunningServer = {
    baseUrl,
    secondOrigin: `http://${host}:${port + 1}`,
    port,
    dataDir,
    pid: child.pid ?? -1,
    output: () => output,
    stop,
  };

  const started = Date.now();
  let lastError = '';
  while (Date.now() - started < timeoutMs) {
    if (exited) break;
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
      lastError = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastError =
        error instanceof Error
          ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`
          : String(error);
    }
    await Promise.race([exit, delay(250)]);
  }

  const state = exited as { code: number | null; signal: NodeJS.Signals | null } | null;
  const reason = state
    ? `the server exited before becoming healthy (code ${state.code}, signal ${state.signal})`
    : `GET ${baseUrl}/healthz did not answer 200 within ${timeoutMs / 1000} s (last: ${lastError})`;
  const commandLine = `${[command, ...args].join(' ')} (PORT=${port} DATA_DIR=${dataDir})`;
  await stop();
  throw new Error(
    `${reason}\ncommand: ${commandLine}\n--- server output ---\n${output || '(no output)'}\n--- end ---`,
  );
}
