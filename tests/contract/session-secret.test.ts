// @vitest-environment node
/**
 * The session secret a server runs with (docs/security.md "Session secret"): never a value written in the source.
 * Without SESSION_SECRET the first start generates one for its data directory and later starts keep it (a session
 * signed in before a restart is still signed in after it); with DATABASE_URL it must be given. And the sandbox's
 * payment-intent helper answers a signed-in shopper only.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDENTITY_PATHS, sessionResponseSchema } from '../../api/contracts/identity';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { WALLET_SANDBOX_PATHS } from '../../api/contracts/wallet';
import { ConfigError, loadConfig } from '../../server/config';
import { printBanner, type RunningSandbox, startSandbox } from '../../server/main';
import { encryptPrivateJwk } from '../../server/rx/shc';
import { resolveSessionSecret } from '../../server/session-secret';
import { freePortPair } from '../e2e/support/server';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer } from './support';

/** The value older versions used when SESSION_SECRET was unset: public, in the repository for anyone to read. */
const OLD_PUBLIC_DEFAULT = 'sandbox-session-secret-not-for-production';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'session-secret-test-'));
  dirs.push(dir);
  return dir;
}
let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
}, 60_000);
afterAll(async () => {
  await server.db.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the session secret', () => {
  it('is generated for a data directory on first use, owner-only, and kept', () => {
    const dataDir = tempDir();
    const first = resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.source).toBe('created');
    expect(first.config.sessionSecret).not.toBe(OLD_PUBLIC_DEFAULT);
    expect(first.config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'session-secret');
    expect(first.file).toBe(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.config.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(again).toMatchObject({ source: 'kept', config: { sessionSecret: first.config.sessionSecret } });
    // Another data directory gets its own.
    const other = resolveSessionSecret(loadConfig({ DATA_DIR: tempDir() }));
    expect(other.config.sessionSecret).not.toBe(first.config.sessionSecret);
  });

  it('is SESSION_SECRET when set, and nothing is written', () => {
    const dataDir = tempDir();
    const resolved = resolveSessionSecret(
      loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'a-secret-of-the-operator-1234' }),
    );
    expect(resolved).toMatchObject({
      source: 'environment',
      config: { sessionSecret: 'a-secret-of-the-operator-1234' },
    });
    expect(() => statSync(join(dataDir, 'session-secret'))).toThrow();
  });

  it('must be given with DATABASE_URL: every server on one database shares it', () => {
    const loaded = loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/shop', DATA_DIR: tempDir() });
    expect(() => resolveSessionSecret(loaded)).toThrow(ConfigError);
    expect(() => resolveSessionSecret(loaded)).toThrow(/SESSION_SECRET: required with DATABASE_URL/);
  });

  it('refuses a kept file that holds no usable secret, rather than running with it', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'session-secret'), 'short\n');
    expect(() => resolveSessionSecret(loadConfig({ DATA_DIR: dataDir }))).toThrow(ConfigError);
  });

  it('`npm start` without SESSION_SECRET generates one, says so, and keeps sessions across a restart', async () => {
    const dataDir = tempDir();
    const start = async () => {
      const port = await freePortPair();
      const lines: string[] = [];
      const running = await startSandbox({
        config: loadConfig({ PORT: String(port), DATA_DIR: dataDir }),
        log: (line) => lines.push(line),
      });
      printBanner(running, (line) => lines.push(line));
      return { running, lines };
    };
    const get = (running: RunningSandbox, cookie: string) =>
      fetch(`${running.appUrl}${IDENTITY_PATHS.session}`, { headers: { Cookie: cookie } });

    const first = await start();
    let cookie = '';
    try {
      expect(first.running.config.sessionSecret).not.toBe(OLD_PUBLIC_DEFAULT);
      expect(first.lines).toContain(
        `Session secret: generated for this data directory and kept in ${join(dataDir, 'session-secret')} (SESSION_SECRET overrides it)`,
      );
      expect(first.lines.join('\n')).not.toContain(first.running.config.sessionSecret);
      const signedIn = await fetch(`${first.running.appUrl}${IDENTITY_PATHS.signIn}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...ACCOUNTS.shopper, rememberMe: false }),
      });
      expect(signedIn.status).toBe(200);
      cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const before = z.parse(sessionResponseSchema, await (await get(first.running, cookie)).json());
      expect(before.data.authLevel).toBe('authenticated');
    } finally {
      await first.running.close();
    }

    const second = await start();
    try {
      expect(second.running.config.sessionSecret).toBe(first.running.config.sessionSecret);
      expect(second.lines).toContain(
        `Session secret: kept in ${join(dataDir, 'session-secret')} (SESSION_SECRET overrides it)`,
      );
      const after = z.parse(sessionResponseSchema, await (await get(second.running, cookie)).json());
      expect(after.data.authLevel).toBe('authenticated');
    } finally {
      await second.running.close();
    }
  }, 180_000);
});

describe('idle keep-alive connections', () => {
  it("stay open longer than Node's default 5 s, so a client reusing one never meets a closed socket", async () => {
    const port = await freePortPair();
    const running = await startSandbox({
      config: loadConfig({ PORT: String(port), DATA_DIR: tempDir() }),
      log: () => {},
    });
    try {
      const socket = connect(port, '127.0.0.1');
      const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      // Idle for 8 s after the answer: a server on Node's default keep-alive (5 s) closes at about 6 s.
      const idle = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 8_000));
      expect(await Promise.race([closed, idle])).toBe('open');
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe('a data directory from before, whose health-card key was wrapped under the old secret', () => {
  it('gets a new issuer key instead of failing every health card', async () => {
    const db = server.db.kysely;
    await db.deleteFrom('rx_issuer_keys').execute();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await db
      .insertInto('rx_issuer_keys')
      .values({
        kid: 'wrapped-under-the-old-secret',
        public_jwk: JSON.stringify({ kty: 'EC', kid: 'wrapped-under-the-old-secret' }),
        private_key_encrypted: encryptPrivateJwk(privateKey.export({ format: 'jwk' }), OLD_PUBLIC_DEFAULT),
        created_at: new Date('2026-01-01T00:00:00.000Z'),
      })
      .execute();
    const jwks = await server.app.request(RX_SECURITY_PATHS.dvrIssuerJwks);
    expect(jwks.status).toBe(200);
    const { keys } = (await jwks.json()) as { keys: { kid: string; kty: string }[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]?.kid).not.toBe('wrapped-under-the-old-secret');
    expect(keys[0]?.kty).toBe('EC');
  });
});

describe('the sandbox wallet helpers need a signed-in shopper', () => {
  it('POST payment-intent answers 401 without a sign-in, and a new intent id with one', async () => {
    const anonymous = await new Browser(server.app).post(WALLET_SANDBOX_PATHS.paymentIntent);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' },
    });
    const shopper = new Browser(server.app);
    await signIn(shopper, ACCOUNTS.shopper);
    const answer = await shopper.post(WALLET_SANDBOX_PATHS.paymentIntent);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { paymentIntentId: string } }).data.paymentIntentId).toMatch(
      /^pi-[A-Za-z0-9_-]{12}$/,
    );
  });
});
