// @vitest-environment node
/**
 * Issue 13 point 22 and the acceptance's walk-through: the README a new user follows points at files a clone has,
 * its scripts table is one table of scripts that exist, and the demo accounts it names sign in as it says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_FIXTURES } from '../../server/db/fixtures/customers';
import { RX_PROFILE_ACCOUNT_FIXTURES } from '../../server/db/fixtures/rx-profile';
import { SIGN_IN_ACCOUNT_FIXTURES } from '../../server/db/fixtures/signin';

const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

function section(heading: string): string[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(heading);
  const end = lines.findIndex((l, i) => i > start && /^##? /.test(l));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

describe('README', () => {
  it('points only at files a clone of the repository has', () => {
    expect(readme).not.toContain('../shared/');
    const links = [...readme.matchAll(/\]\(((?:docs|src|server|tests)\/[^)#]*)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(join(root, link)))).toEqual([]);
  });

  it('has one scripts table, every row a script of package.json', () => {
    const lines = section('## Scripts');
    const rows = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.startsWith('|'));
    const first = rows[0]!.i;
    const last = rows[rows.length - 1]!.i;
    // Nothing cuts the table in two.
    expect(lines.slice(first, last + 1).every((l) => l.startsWith('|'))).toBe(true);
    const named = rows.flatMap(({ l }) => [...l.matchAll(/`npm (?:run )?([\w:-]+)/g)].map((m) => m[1]!));
    expect(named).toContain('reset');
    expect(named.filter((name) => name !== 'test' && name !== 'start' && !(name in pkg.scripts))).toEqual([]);
  });

  it('names demo accounts that exist with the password it gives', () => {
    const fixtures = new Map(
      [...CUSTOMER_FIXTURES, ...SIGN_IN_ACCOUNT_FIXTURES, ...RX_PROFILE_ACCOUNT_FIXTURES].map(
        (f) => [f.email, f.password] as const,
      ),
    );
    const rows = [...readme.matchAll(/^\| `([^`]+@example\.com)`[^|]*\| `([^`]+)` \|/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const [, email, password] of rows) expect(fixtures.get(email!), email).toBe(password);
  });

  it('starts the walk-through where a new user lands: the home page', () => {
    const walk = section("### A shopper's walk-through (start here)").join('\n');
    expect(walk).toContain('http://localhost:8080/');
    expect(walk).toContain('Welcome to FreshWay Market');
  });
});
