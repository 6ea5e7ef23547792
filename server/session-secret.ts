/**
 * The session secret a server runs with (docs/security.md "Session secret"). SESSION_SECRET keys the stored token
 * hashes, signs the identity stand-in's tickets and wraps the health-card signing key, so a value everybody knows
 * (a default in the source) would let anyone forge what it protects. Therefore:
 * - SESSION_SECRET set: that one.
 * - unset, PGlite files under DATA_DIR: the first start generates 32 random bytes and keeps them in
 *   DATA_DIR/session-secret (owner-only file, beside the database, untouched by `npm run reset`); later starts
 *   read it back.
 * - unset with DATABASE_URL: refused. Every server on one database must share the secret, and the database is the
 *   wrong place for the key that protects what the database holds.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Config, ConfigError, type LoadedConfig } from './config';

export const SESSION_SECRET_FILE = 'session-secret';

export type SessionSecretSource = 'environment' | 'created' | 'kept';

export interface ResolvedConfig {
  config: Config;
  /** Where the secret came from: SESSION_SECRET, generated now, or read back from the data directory. */
  source: SessionSecretSource;
  /** The file that holds a generated secret (undefined when SESSION_SECRET gave it). */
  file?: string;
}

export const SESSION_SECRET_REQUIRED =
  'SESSION_SECRET: required with DATABASE_URL (every server on one database must share it; e.g. SESSION_SECRET=$(openssl rand -base64 32))';

const MIN_LENGTH = 16;

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new ConfigError([
      `SESSION_SECRET: ${file} holds no usable secret (at least ${MIN_LENGTH} characters); delete it to have a new one made, or set SESSION_SECRET`,
    ]);
  }
  return secret;
}

/** Reads DATA_DIR/session-secret, or creates it (atomically: two first starts at once end with one secret). */
export function dataDirSecret(dataDir: string): { secret: string; created: boolean; file: string } {
  const file = resolve(dataDir, SESSION_SECRET_FILE);
  try {
    return { secret: readSecret(file), created: false, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const partial = join(dataDir, `.${SESSION_SECRET_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(partial, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    // link() fails when the name exists: whoever links first wins, the other reads the winner's secret.
    linkSync(partial, file);
    return { secret: readSecret(file), created: true, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: readSecret(file), created: false, file };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The configuration with its session secret (see the file comment). Throws a ConfigError when it has none. */
export function resolveSessionSecret(loaded: LoadedConfig): ResolvedConfig {
  if (loaded.sessionSecret) {
    return { config: { ...loaded, sessionSecret: loaded.sessionSecret }, source: 'environment' };
  }
  if (loaded.databaseUrl) throw new ConfigError([SESSION_SECRET_REQUIRED]);
  const { secret, created, file } = dataDirSecret(loaded.dataDir);
  return { config: { ...loaded, sessionSecret: secret }, source: created ? 'created' : 'kept', file };
}
