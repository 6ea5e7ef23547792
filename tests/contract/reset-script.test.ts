// @vitest-environment node
/**
 * `npm run reset` (scripts/reset.ts), as the README tells a newcomer to use it: with the sandbox stopped it deletes
 * the PGlite files under DATA_DIR and seeds the demo data again; while a sandbox answers on PORT it refuses and
 * touches nothing (deleting the files under a running server would corrupt them).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';

const root = process.cwd();
const tsx = join(root, 'node_modules/.bin/tsx');

function runReset(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['scripts/reset.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', SANDBOX_HELPERS: 'off', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, output }));
  });
}

/** A port nothing listens on (taken and given back at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function shopperEmails(dataDir: string): Promise<number> {
  const db = await openDatabase({ dataDir });
  try {
    const rows = await db.kysely
      .selectFrom('customer_emails')
      .select('address')
      .where('address', '=', 'shopper@example.com')
      .execute();
    return rows.length;
  } finally {
    await db.close();
  }
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-reset-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run reset', () => {
  it('seeds a new database, and after a change deletes it and seeds the demo data again', async () => {
    const port = String(await freePort());
    const first = await runReset({ DATA_DIR: dataDir, PORT: port });
    expect(first.output).toContain('new database, demo data seeded');
    expect(first.status).toBe(0);
    expect(await shopperEmails(dataDir)).toBe(1);

    // Something a walk-through changed: a table the seed never makes.
    const db = await openDatabase({ dataDir });
    await sql`CREATE TABLE walkthrough_leftover (x integer)`.execute(db.kysely);
    await db.close();

    const second = await runReset({ DATA_DIR: dataDir, PORT: port });
    expect(second.status).toBe(0);
    const after = await openDatabase({ dataDir });
    try {
      const leftover = await sql<{
        name: string | null;
      }>`SELECT to_regclass('walkthrough_leftover') AS name`.execute(after.kysely);
      expect(leftover.rows[0]?.name ?? null).toBeNull();
    } finally {
      await after.close();
    }
    expect(await shopperEmails(dataDir)).toBe(1);
  }, 240_000);

  it('refuses while a sandbox answers on PORT, and leaves the data alone', async () => {
    const running: Server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => running.listen(0, resolve));
    const { port } = running.address() as AddressInfo;
    try {
      const kept = mkdtempSync(join(tmpdir(), 'sandbox-reset-running-'));
      try {
        const result = await runReset({ DATA_DIR: kept, PORT: String(port) });
        expect(result.status).toBe(1);
        expect(result.output).toContain(`The sandbox is running on port ${port}. Stop it first, then reset.`);
        expect(existsSync(join(kept, 'pglite'))).toBe(false);
      } finally {
        rmSync(kept, { recursive: true, force: true });
      }
    } finally {
      await new Promise<void>((resolve) => running.close(() => resolve()));
    }
  }, 120_000);
});
