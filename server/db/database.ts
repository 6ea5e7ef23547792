/**
 * Opening the sandbox database. One Kysely<Database> API over three stores:
 * - a PGlite file database under DATA_DIR (the default: survives restarts, no server to install);
 * - an in-memory PGlite (tests; optionally restored from a dumpDataDir() snapshot, ~0.3 s instead of ~1.8 s);
 * - a real PostgreSQL through a `pg` Pool when DATABASE_URL is set (CI runs the contract smoke on it).
 * Queries must run unchanged on all three; see schema.ts for the value conventions that make that true.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** PostgreSQL type oid of `date`: both drivers would otherwise build a Date at local midnight. */
const DATE_OID = 1082;
const keepDateText = (value: string) => value;

export type OpenDatabaseOptions =
  | { memory: true; snapshot?: Blob | File }
  | { dataDir: string }
  | { databaseUrl: string };

export type DatabaseKind = 'pglite-memory' | 'pglite-file' | 'postgres';

export interface SandboxDatabase {
  readonly kysely: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Where the data lives, for the start-up banner: a folder, ':memory:' or the server host (no credentials). */
  readonly location: string;
  /** PGlite only: a snapshot that openDatabase({ memory: true, snapshot }) restores quickly. */
  dumpSnapshot(): Promise<Blob | File>;
  /** Closes the store; an open PGlite or Pool keeps Node alive. Safe to call twice. */
  close(): Promise<void>;
}

/** Folder of the PGlite files inside DATA_DIR (a sub-folder, so a reset never deletes anything else). */
export function pgliteDirFor(dataDir: string): string {
  return resolve(dataDir, 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<SandboxDatabase> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  if ('dataDir' in options) {
    const dir = pgliteDirFor(options.dataDir);
    mkdirSync(dir, { recursive: true });
    return openPglite(
      new PGlite({ dataDir: dir, parsers: { [DATE_OID]: keepDateText } }),
      'pglite-file',
      dir,
    );
  }
  const pglite = new PGlite({
    parsers: { [DATE_OID]: keepDateText },
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  return openPglite(pglite, 'pglite-memory', ':memory:');
}

/** The store the configuration asks for: DATABASE_URL when set, else PGlite files under DATA_DIR. */
export function openConfiguredDatabase(config: { dataDir: string; databaseUrl: string | undefined }) {
  return openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
}

async function openPglite(pglite: PGlite, kind: DatabaseKind, location: string): Promise<SandboxDatabase> {
  await pglite.waitReady;
  const kysely = new Kysely<Database>({ dialect: new PgliteDialect({ pglite }) });
  let closing: Promise<void> | undefined;
  return {
    kysely,
    kind,
    location,
    dumpSnapshot: () => pglite.dumpDataDir('none'),
    close() {
      closing ??= (async () => {
        await kysely.destroy();
        // Kysely only closes an instance it has used; close it ourselves otherwise.
        if (!pglite.closed) await pglite.close();
      })();
      return closing;
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<SandboxDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepDateText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Fail at start-up with the real cause (refused, bad password) instead of on the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  client.release();
  const url = new URL(databaseUrl);
  let closing: Promise<void> | undefined;
  return {
    kysely,
    kind: 'postgres',
    location: `${url.hostname}:${url.port || '5432'}${url.pathname}`,
    dumpSnapshot: () => Promise.reject(new Error('Snapshots exist for PGlite only')),
    close() {
      closing ??= kysely.destroy();
      return closing;
    },
  };
}
