// @vitest-environment node
/**
 * Issue 13 point 22: `npm ci` warned that kysely 0.29.9 needs Node 22 while package.json promised Node >= 20.19.
 * Every package the lockfile installs must accept the oldest Node the project says it runs on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'));
const pkg = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('engines', () => {
  const oldestNode = semver.minVersion(pkg.engines.node)!.version;

  it('the project names the Node this machine runs (20)', () => {
    expect(oldestNode.startsWith('20.')).toBe(true);
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('every installed package accepts the oldest Node of package.json engines', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => {
        const range = (entry.engines as { node: string }).node;
        return !semver.satisfies(oldestNode, range, { includePrerelease: true });
      })
      .map(([name, entry]) => `${name} needs node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
