/** `npm run paths`, `npm run graph-coverage` and `npm run docs:statecharts` as QA and the docs use them. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findMachine, MACHINES, register } from '../../machines/registry';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { DOCS_DIR, expectedDocs, staleDocs, writeDocs } from '../../scripts/docs-statecharts';
import { complete, formatRows, measure } from '../../scripts/graph-coverage';
import { runPaths } from '../../scripts/paths';
import { formatValue } from '../../src/inspector/paths';

describe('npm run paths', () => {
  it('prints numbered steps (state, event with payload, next state) for one machine', () => {
    const { code, output } = runPaths(['profile']);
    expect(code).toBe(0);
    expect(output).toMatch(/^# profile: Customer profile \(account-signin\.md/);
    expect(output).toContain('Path 1 (shortest), starts in idle\n  1. idle  --profile.load-->  loading');
    expect(output).toContain('loaded  --profile.load {"force":true}-->  loading');
    expect(output).not.toContain('# session');
  });

  it('prints every registered machine without an id', () => {
    const { output } = runPaths([]);
    for (const m of MACHINES) expect(output).toContain(`# ${m.id}: ${m.title}`);
  });

  it('--json is one document a test-management tool can read; --simple adds the simple paths', () => {
    const plain = JSON.parse(runPaths(['profile', '--json']).output);
    const simple = JSON.parse(runPaths(['profile', '--simple', '--json']).output);
    const [machine] = plain.machines;
    expect(machine).toMatchObject({ id: 'profile', title: 'Customer profile' });
    expect(machine.paths[0]).toEqual({
      number: 1,
      kind: 'shortest',
      description: expect.any(String),
      initial: 'idle',
      steps: [{ step: 1, from: 'idle', event: { type: 'profile.load' }, to: 'loading' }],
    });
    expect(machine.paths.every((p: { kind: string }) => p.kind !== 'simple')).toBe(true);
    expect(simple.machines[0].paths.some((p: { kind: string }) => p.kind === 'simple')).toBe(true);
    expect(simple.machines[0].paths.length).toBeGreaterThan(machine.paths.length);
  });

  it('names the registered machines when the id is unknown, and rejects unknown options', () => {
    expect(runPaths(['nope'])).toEqual({
      code: 2,
      output: expect.stringMatching(/Unknown machine nope\. Registered: profile/),
    });
    expect(runPaths(['--fast']).code).toBe(2);
  });

  it('prints a parallel or nested state as a dotted value', () => {
    expect(formatValue({ ready: 'collapsed' })).toBe('ready.collapsed');
    expect(formatValue({ p: { a: 'x', b: 'y' } })).toBe('p.a.x + p.b.y');
  });

  it('runs as a command', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/paths.ts', 'session', '--json'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).machines[0].id).toBe('session');
  }, 60_000);
});

describe('npm run graph-coverage', () => {
  it('reports 100% of states and transitions for every registered machine', () => {
    const rows = measure();
    expect(rows.map((r) => r.id)).toEqual(MACHINES.map((m) => m.id));
    for (const row of rows) {
      expect(row.error, row.id).toBeNull();
      expect(complete(row), `${row.id}: ${JSON.stringify(row)}`).toBe(true);
    }
    expect(formatRows(rows)).toMatch(/profile\s+\d+\s+4\/4 \(100%\)\s+6\/6 \(100%\)\s+ok/);
  });

  it('flags a machine whose fixtures miss a transition', () => {
    const partial = register(profileMachine, 'Profile, fixtures without errors', 'account-signin.md §3', {
      events: [{ type: 'profile.load' }, { type: 'profile.clear' }],
    });
    const [row] = measure([partial]);
    expect(complete(row!)).toBe(false);
    expect(row!.states.missing).toEqual(expect.arrayContaining(['profile.loaded', 'profile.failed']));
    expect(formatRows([row!])).toContain('BELOW 100%');
    expect(formatRows([row!])).toContain('profile: state not reached: profile.failed');
  });
});

describe('npm run docs:statecharts', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes one page per machine with a Mermaid diagram, tables and the spec section', () => {
    dir = mkdtempSync(join(tmpdir(), 'statecharts-'));
    const written = writeDocs(dir);
    expect(written).toEqual(expect.arrayContaining([...MACHINES.map((m) => `${m.id}.md`), 'README.md']));
    const session = readFileSync(join(dir, 'session.md'), 'utf8');
    expect(session).toContain(`Implements: ${findMachine('session')!.spec}`);
    expect(session).toContain('```mermaid\nstateDiagram-v2\n');
    expect(session).toContain('session_identity --> session_signingOut : session.signOut');
    expect(session).toContain('session_resolving --> session_anonymous : always [isAnonymous]');
    expect(session).toContain('| signingOut | atomic |  | busy | signOut | – |');
    expect(session).toContain('| signingOut | done: signOut | – | – | checking | clearUser |');
    expect(session).toMatch(/- Guards: `isAnonymous`, `isIdentityOnly`/);
    expect(staleDocs(dir)).toEqual([]);
  });

  it('--check finds missing, changed and left-over pages', () => {
    dir = mkdtempSync(join(tmpdir(), 'statecharts-'));
    writeDocs(dir);
    writeFileSync(join(dir, 'profile.md'), 'edited by hand');
    writeFileSync(join(dir, 'retired.md'), '# an old machine');
    rmSync(join(dir, 'session.md'));
    expect(staleDocs(dir).sort()).toEqual([
      'profile.md is out of date',
      'retired.md is not a registered machine',
      'session.md is missing',
    ]);
    writeDocs(dir);
    expect(staleDocs(dir)).toEqual([]);
  });

  it('docs/statecharts in the repository is up to date', () => {
    expect(staleDocs(DOCS_DIR, expectedDocs()), 'run `npm run docs:statecharts`').toEqual([]);
  });
});
