/**
 * Runs the sandbox: opens the configured database (PGlite files under DATA_DIR, or DATABASE_URL), migrates,
 * seeds an empty one, serves the app on PORT and the second origin on PORT + 1, prints both URLs and the
 * demo accounts, and on SIGINT/SIGTERM stops accepting connections and closes the database (an unclosed
 * PGlite can lose its last writes). Run with `tsx server/main.ts`, or through scripts/start.ts.
 */
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { type Config, ConfigError, type LoadedConfig, loadConfig } from './config';
import { openConfiguredDatabase, type SandboxDatabase } from './db/database';
import { DEMO_ACCOUNTS as FOUNDATION_ACCOUNTS } from './db/fixtures/customers';
import { LOCKOUT_CUSTOMER } from './db/fixtures/rx-identity';
import { SIGN_IN_ACCOUNT_FIXTURES } from './db/fixtures/signin';
import { RX_PROFILE_ACCOUNT_FIXTURES } from './db/fixtures/rx-profile';
import { prepareDatabase } from './db/prepare';
import type { LogLine } from './http/logging';
import { createSecondOriginApp } from './second-origin';
import { resolveSessionSecret, type SessionSecretSource } from './session-secret';

export interface RunningSandbox {
  config: Config;
  appUrl: string;
  secondOriginUrl: string;
  database: SandboxDatabase;
  /** Where the session secret came from (server/session-secret.ts), for the start-up banner. */
  sessionSecret: { source: SessionSecretSource; file?: string };
  /** Stops both servers, then closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** The parsed environment; a missing SESSION_SECRET is resolved here (server/session-secret.ts). */
  config: LoadedConfig;
  log?: LogLine;
  /** Install SIGINT/SIGTERM handlers that close everything (true for the CLI, false in tests). */
  handleSignals?: boolean;
}

/** How long an idle keep-alive connection stays open (docs/choices.md "Server"). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listen(app: Hono, port: number): Promise<Server> {
  const server = createAdaptorServer({ fetch: app.fetch, port }) as Server;
  // An idle keep-alive connection stays open longer than clients keep theirs (browsers, proxies and Playwright's
  // request context reuse a socket for up to a minute). With Node's default 5 s the server could close a socket at
  // the moment a client sent a request on it, and that request failed with ECONNRESET (seen in CI).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolvePromise(server);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    // Keep-alive connections would hold close() open until they time out.
    server.closeAllConnections();
  });
}

export async function startSandbox({
  config: loaded,
  log = console.log,
  handleSignals = false,
}: StartOptions) {
  const { config, source, file } = resolveSessionSecret(loaded);
  const database = await openConfiguredDatabase(config);
  const servers: Server[] = [];
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await Promise.all(servers.map(stop));
      await database.close();
    })();
    return closing;
  };
  try {
    const { migrated, seeded } = await prepareDatabase(database);
    if (migrated.length > 0) log(`Applied migrations: ${migrated.join(', ')}`);
    if (seeded) log('Seeded the demo accounts and content.');
    servers.push(await listen(createApp({ db: database, config, log }), config.port));
    servers.push(await listen(createSecondOriginApp(config), config.secondOriginPort));
  } catch (error) {
    await close();
    throw error;
  }

  const running: RunningSandbox = {
    config,
    appUrl: `http://localhost:${config.port}`,
    secondOriginUrl: `http://localhost:${config.secondOriginPort}`,
    database,
    sessionSecret: { source, ...(file ? { file } : {}) },
    close,
  };
  if (handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => {
      log(`${signal} received, shutting down…`);
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return running;
}

/** Every seeded account a person can sign in with, as printed at start-up. */
export const DEMO_ACCOUNTS = [
  ...FOUNDATION_ACCOUNTS,
  ...SIGN_IN_ACCOUNT_FIXTURES.map(({ email, password, purpose }) => ({ email, password, purpose })),
  ...RX_PROFILE_ACCOUNT_FIXTURES.map(({ email, password, purpose }) => ({ email, password, purpose })),
  // The pharmacy's identity flows (server/db/fixtures/rx-identity.ts).
  { email: LOCKOUT_CUSTOMER.email, password: LOCKOUT_CUSTOMER.password, purpose: LOCKOUT_CUSTOMER.purpose },
];

/** The start-up line that says whether the sandbox helpers (docs/security.md) answer, and how to change it. */
export function helpersLine(config: Pick<Config, 'sandboxHelpers' | 'port'>): string {
  return config.sandboxHelpers
    ? 'Sandbox helpers: ON (SANDBOX_HELPERS=on): sign-in shortcuts, mock scenarios, the outbox and the Google stand-in answer. Never expose this server.'
    : `Sandbox helpers: off (SANDBOX_HELPERS=on turns on the sign-in shortcuts and mock scenarios). The outbox (http://localhost:${config.port}/__outbox) and the Google stand-in answer this machine only.`;
}

/** The start-up line that says where the session secret came from (never the secret itself). */
export function sessionSecretLine({ source, file }: RunningSandbox['sessionSecret']): string {
  if (source === 'environment') return 'Session secret: from SESSION_SECRET';
  return source === 'created'
    ? `Session secret: generated for this data directory and kept in ${file} (SESSION_SECRET overrides it)`
    : `Session secret: kept in ${file} (SESSION_SECRET overrides it)`;
}

/** The start-up line that says how an analyst reads the flow collector (docs/inspector.md). */
export function analystLine(config: Pick<Config, 'analystToken' | 'analystTokenGenerated'>): string {
  return config.analystTokenGenerated
    ? `Flow collector: analyst token ${config.analystToken} (the inspector's Sessions tab asks for it; new at each start, set FLOW_ANALYST_TOKEN to keep one)`
    : "Flow collector: analyst token from FLOW_ANALYST_TOKEN (the inspector's Sessions tab asks for it)";
}

export function printBanner(running: RunningSandbox, log: LogLine = console.log): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  log('');
  log(`Sandbox app:    ${running.appUrl}`);
  log(`Second origin:  ${running.secondOriginUrl}`);
  log(`Database:       ${running.database.kind} (${running.database.location})`);
  log(`Mailed links:   ${running.config.publicOrigin} (PUBLIC_ORIGIN)`);
  log(sessionSecretLine(running.sessionSecret));
  log(helpersLine(running.config));
  log(analystLine(running.config));
  if (running.config.trustProxy) log('Trusted proxy:  on (X-Forwarded-Proto/Host/For are believed)');
  log('Demo accounts (email / password):');
  for (const account of DEMO_ACCOUNTS) {
    log(`  ${account.email.padEnd(width)}  ${account.password.padEnd(10)}  ${account.purpose}`);
  }
  log('Press Ctrl+C to stop.');
  log('');
}

export interface MainOptions {
  /** Runs after the configuration parsed and before the database opens (scripts/start.ts builds the app). */
  beforeStart?: (config: LoadedConfig) => Promise<void>;
}

/** CLI entry: configuration errors and start-up failures print a readable line and exit 1. */
export async function main(
  env: NodeJS.ProcessEnv = process.env,
  options: MainOptions = {},
): Promise<RunningSandbox> {
  try {
    const config = loadConfig(env);
    await options.beforeStart?.(config);
    const running = await startSandbox({ config, handleSignals: true });
    printBanner(running);
    return running;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else if ((error as { code?: unknown }).code === 'EADDRINUSE') {
      console.error(
        `A port is already in use: ${String((error as Error).message)}. Set PORT to another value.`,
      );
    } else console.error('The sandbox could not start:', error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
