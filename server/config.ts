/**
 * Sandbox configuration, parsed from the environment once at start-up (style.md "Environment is parsed
 * with zod at start-up, with a readable error"). Empty variables count as unset, so `PORT= npm start`
 * falls back to the default instead of failing on "".
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { SESSION_TIMING } from '../domain/rx/session';

function seconds() {
  return z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .check(
      z.int('must be a whole number of seconds'),
      z.minimum(1, 'must be between 1 and 86400'),
      z.maximum(86400, 'must be between 1 and 86400'),
    );
}

/**
 * An origin and nothing else: http or https, a host, an optional port; no path, query, fragment or credentials.
 * A trailing slash is allowed (`https://shop.example/`) and dropped.
 */
function originOnly(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
}

function onOff(name: string) {
  return z.enum(['on', 'off'], { error: `must be on or off (${name}=on|off)` });
}

const envSchema = z.object({
  PORT: z._default(
    z.coerce.number({ error: 'must be a whole number' }).check(
      z.int('must be a whole number'),
      // The second origin listens on PORT + 1, so the highest usable port is one below the maximum.
      z.minimum(1, 'must be between 1 and 65534'),
      z.maximum(65534, 'must be between 1 and 65534'),
    ),
    8080,
  ),
  DATA_DIR: z._default(z.string().check(z.minLength(1, 'must not be empty')), '.data'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  PUBLIC_ORIGIN: z.optional(
    z
      .string()
      .check(
        z.refine(originOnly, 'must be an origin such as https://shop.example (scheme, host and port only)'),
      ),
  ),
  SANDBOX_HELPERS: z._default(onOff('SANDBOX_HELPERS'), 'off'),
  TRUST_PROXY: z._default(onOff('TRUST_PROXY'), 'off'),
  // pharmacy-portal.md §9: inactivity warning 540 s, expiry 61 s later; shorter for demonstrations and e2e tests.
  RX_TIMEOUT_WARNING_S: z._default(seconds(), SESSION_TIMING.warningSeconds),
  RX_TIMEOUT_EXPIRY_S: z._default(seconds(), SESSION_TIMING.expirySeconds),
  FLOW_ANALYST_TOKEN: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
});

export interface Config {
  port: number;
  /** PORT + 1: the second origin (secure card fields, identity provider stand-in). */
  secondOriginPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * SESSION_SECRET: keys the stored token hashes, signs the identity stand-in's tickets and wraps the health-card
   * signing key. Unset, the sandbox generates one per data directory on its first start and keeps it there
   * (server/session-secret.ts); with DATABASE_URL it must be set (every server on that database shares it).
   */
  sessionSecret: string;
  /**
   * PUBLIC_ORIGIN (default `http://localhost:PORT`, the address `npm start` prints): the origin of every link that
   * leaves the server (mailed and texted links). Never taken from the request's Host or X-Forwarded-* headers.
   */
  publicOrigin: string;
  /** Where the Vite build lives; the static handler answers 503 while it is missing. */
  distDir: string;
  /**
   * SANDBOX_HELPERS=on|off (default off; `npm test` and `npm run dev` turn it on). Every sandbox helper that
   * bypasses authentication or fakes backend behaviour (identity-session, mock scenarios, expire-session, the
   * outbox, the analytics reader, the Google stand-in's credentials) answers only when this is true, else 404
   * (server/http/sandbox-helpers.ts). New mock scenarios check this same field.
   */
  sandboxHelpers: boolean;
  /**
   * TRUST_PROXY=on|off (default off): on behind a TLS-terminating reverse proxy that sets X-Forwarded-Proto,
   * X-Forwarded-Host and X-Forwarded-For. Then https requests get Secure cookies and HSTS, the request's origin
   * (CSRF check) is the forwarded one, and the sign-in throttle counts the forwarded client address. Off: those
   * headers are ignored (anyone could send them).
   */
  trustProxy: boolean;
  /**
   * RX_TIMEOUT_WARNING_S / RX_TIMEOUT_EXPIRY_S (default 540 / 61, pharmacy-portal.md §9): the pharmacy session's
   * inactivity warning and the expiry after it. The server times the session out with them and announces them to
   * the page (GET /rx-security/session), so a sandbox can shorten both for a demonstration or a test.
   */
  rxTimeouts: { warningSeconds: number; expirySeconds: number };
  /**
   * FLOW_ANALYST_TOKEN (at least 16 characters): what an analyst sends (`Authorization: Bearer …`) to read or
   * delete what the flow collector stored (docs/inspector.md). Unset: a random one per start, printed at start-up
   * (`analystTokenGenerated`).
   */
  analystToken: string;
  analystTokenGenerated: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The configuration as the environment gives it: SESSION_SECRET may still be missing, and only
 * resolveSessionSecret (server/session-secret.ts) turns it into a Config a server can run with.
 */
export type LoadedConfig = Omit<Config, 'sessionSecret'> & { sessionSecret: string | undefined };

/** Parses the environment (process.env by default). Throws a ConfigError naming each bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<LoadedConfig> = {},
): LoadedConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.def.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
    }),
  );
  const parsed = z.safeParse(envSchema, present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '(environment)');
        // DATABASE_URL and SESSION_SECRET may carry credentials: name the variable, never echo its value.
        const shown = [
          'PORT',
          'DATA_DIR',
          'SANDBOX_HELPERS',
          'TRUST_PROXY',
          'RX_TIMEOUT_WARNING_S',
          'RX_TIMEOUT_EXPIRY_S',
          'PUBLIC_ORIGIN',
        ].includes(key)
          ? ` (got "${present[key] ?? ''}")`
          : '';
        return `${key}: ${issue.message}${shown}`;
      }),
    );
  }
  const { PORT, DATA_DIR, DATABASE_URL, SESSION_SECRET, SANDBOX_HELPERS, TRUST_PROXY, PUBLIC_ORIGIN } =
    parsed.data;
  const { RX_TIMEOUT_WARNING_S, RX_TIMEOUT_EXPIRY_S, FLOW_ANALYST_TOKEN } = parsed.data;
  return {
    port: PORT,
    secondOriginPort: PORT + 1,
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL,
    sessionSecret: SESSION_SECRET,
    publicOrigin: PUBLIC_ORIGIN ? new URL(PUBLIC_ORIGIN).origin : `http://localhost:${PORT}`,
    distDir: 'dist',
    sandboxHelpers: SANDBOX_HELPERS === 'on',
    trustProxy: TRUST_PROXY === 'on',
    rxTimeouts: { warningSeconds: RX_TIMEOUT_WARNING_S, expirySeconds: RX_TIMEOUT_EXPIRY_S },
    analystToken: FLOW_ANALYST_TOKEN ?? randomBytes(18).toString('base64url'),
    analystTokenGenerated: FLOW_ANALYST_TOKEN === undefined,
    ...overrides,
  };
}
