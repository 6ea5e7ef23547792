/**
 * Helpers of the server contract tests: one seeded in-memory PGlite per test file, an app built on it, and a
 * tiny browser that keeps cookies between app.request() calls.
 *
 * A cold PGlite start costs ~2-3 s of CPU; restoring a dumpDataDir() snapshot ~0.4 s. The first test file
 * to need one writes a snapshot of the migrated, seeded database to the OS temp folder, named by a hash of
 * the code that shapes it (server/db, password hashing, PGlite version); later files and runs restore it.
 * prepareDatabase still runs after a restore, so even a stale snapshot ends up migrated and seeded.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type OpenDatabaseOptions, openDatabase, type SandboxDatabase } from '../../server/db/database';
import { openPreparedDatabase, prepareDatabase } from '../../server/db/prepare';

export const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

/**
 * Default configuration with a dist folder that does not exist, unless the test gives one, and a fixed session
 * secret. The sandbox helpers are on, as in `npm test` (tests/contract/security.test.ts turns them off to see them
 * answer 404).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig(
    {},
    { distDir: '/nonexistent-dist-for-tests', sandboxHelpers: true, ...overrides },
  );
  return { ...config, sessionSecret: config.sessionSecret ?? TEST_SESSION_SECRET };
}

/** The contract tests' session secret (a server generates its own: server/session-secret.ts). */
export const TEST_SESSION_SECRET = 'contract-tests-session-secret';

export interface TestServer {
  db: SandboxDatabase;
  app: Hono;
  config: Config;
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(join(REPO, 'server/db')),
    join(REPO, 'server/auth/passwords.ts'),
    join(REPO, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  return join(tmpdir(), `sandbox-contract-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A migrated, seeded in-memory database, restored from the shared snapshot when there is one. */
export async function openSeededMemoryDatabase(): Promise<SandboxDatabase> {
  const path = snapshotPath();
  // Another suite on the machine (other code: another hash) may delete it between the check and the read.
  const saved = existsSync(path) ? readIfThere(path) : null;
  if (saved) {
    const db = await openDatabase({ memory: true, snapshot: new Blob([saved]) });
    await prepareDatabase(db);
    return db;
  }
  const db = await openPreparedDatabase({ memory: true });
  const snapshot = Buffer.from(await (await db.dumpSnapshot()).arrayBuffer());
  // Write then rename, so a test file running in parallel never reads half a snapshot.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, snapshot);
  renameSync(partial, path);
  // Snapshots of older code are never read again; they are 40 MB each. One used in the last hour may be another
  // suite's on this machine (other code): it stays.
  for (const old of readdirSync(tmpdir()).filter((n) => /^sandbox-contract-db-[0-9a-f]+\.tar$/.test(n))) {
    const file = join(tmpdir(), old);
    if (file !== path && Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 3_600_000)
      rmSync(file, { force: true });
  }
  return db;
}

function readIfThere(path: string): Buffer<ArrayBuffer> | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

export async function openTestServer(
  options: { config?: Partial<Config>; database?: OpenDatabaseOptions } = {},
): Promise<TestServer> {
  const db = options.database
    ? await openPreparedDatabase(options.database)
    : await openSeededMemoryDatabase();
  const config = testConfig(options.config);
  return { db, config, app: createApp({ db, config }) };
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const at = attribute.indexOf('=');
    if (at === -1) attributes[attribute.toLowerCase()] = true;
    else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map(parseSetCookie);
}

export function setCookie(response: Response, name: string): SetCookie | undefined {
  return setCookies(response).find((c) => c.name === name);
}

interface BrowserRequest extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: string;
}

/** Keeps cookies like a browser would (enough for these tests: one host, Max-Age=0 deletes). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: Hono) {}

  async request(path: string, init: BrowserRequest = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    const response = await this.app.request(path, {
      ...rest,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    for (const cookie of setCookies(response)) {
      if (cookie.attributes['max-age'] === '0' || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { method: 'GET', headers });
  }

  post(path: string, json: unknown = {}, headers: Record<string, string> = {}) {
    return this.request(path, { method: 'POST', json, headers });
  }
}

export const ACCOUNTS = {
  shopper: { email: 'shopper@example.com', password: 'Shopper123' },
  newPatient: { email: 'newpatient@example.com', password: 'Patient123' },
  unverified: { email: 'unverified@example.com', password: 'Verify123' },
} as const;

export async function signIn(
  browser: Browser,
  account: { email: string; password: string },
  rememberMe = false,
): Promise<Response> {
  const response = await browser.post(IDENTITY_PATHS.signIn, { ...account, rememberMe });
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  return response;
}

/** POST /__sandbox/rx/remember-device (sandbox helper; tests/contract run with the helpers on). */
const REMEMBER_DEVICE_PATH = '/__sandbox/rx/remember-device';

/**
 * Makes the browser's pharmacy session AUTHORIZED the way a shopper who ticked 'Remember me on this device.' after a
 * right security answer is (pharmacy-portal.md §2.4; server/rx/session.ts): the browser is remembered for the
 * signed-in customer, so this sign-in and every later one on it is AUTHORIZED. The pharmacy's data routes refuse a
 * password-only session (server/rx/gate.ts): a test that reads pharmacy data signs in with `signInForPharmacy`.
 */
export async function rememberForPharmacy(browser: Browser): Promise<void> {
  const response = await browser.post(REMEMBER_DEVICE_PATH);
  if (response.status !== 204) throw new Error(`remember-device answered ${response.status}`);
}

/** Signs in and authorizes the pharmacy session (a remembered browser): see `rememberForPharmacy`. */
export async function signInForPharmacy(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Response> {
  const response = await signIn(browser, account);
  await rememberForPharmacy(browser);
  return response;
}
