// @vitest-environment node
/** `npm run paths`, `npm run graph-coverage` and `npm run docs:statecharts` as QA and the docs use them. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findMachine, MACHINES, register } from '../../machines/registry';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { DOCS_DIR, expectedDocs, staleDocs, writeDocs } from '../../scripts/docs-statecharts';
import { complete, formatRows, measure, QA_DOC, withCounts } from '../../scripts/graph-coverage';
import { runPaths } from '../../scripts/paths';
import { describeState, hasDescription } from '../../src/inspector/describe';
import { readDefinition } from '../../src/inspector/diagram/definition';
import { mermaidDiagrams } from '../../src/inspector/markdown';
import { formatValue, pathListing } from '../../src/inspector/paths';
import { generatePathSet } from '../model/graph';

const tmp: string[] = [];
afterAll(() => {
  for (const dir of tmp) rmSync(dir, { recursive: true, force: true });
});
const tmpDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'paths-'));
  tmp.push(dir);
  return dir;
};
const gherkinParser = () =>
  new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher());

// Each test runs the scripts as commands (tsx start-up and path generation): minutes on a machine loaded by other
// work, so the budgets are generous; a hang still fails.
describe('npm run paths', { timeout: 180_000 }, () => {
  it('--help prints the options', () => {
    const { code, output } = runPaths(['--help']);
    expect(code).toBe(0);
    for (const option of [
      '--cover',
      '--simple',
      '--json',
      '--gherkin',
      '--playwright',
      '--out FILE',
      '--help',
    ])
      expect(output).toContain(option);
  });

  it('writes each step as a tester action and the expected result, named and grouped by the end state', () => {
    const { code, output } = runPaths(['signIn']);
    expect(code).toBe(0);
    expect(output).toMatch(/^# signIn: Sign-in page \(account-signin\.md/);
    expect(output).toContain(
      '## Ends in page.ready: The sign-in form, with the last error message if a try failed',
    );
    // A wrong password, step by step, in words (from machines/account/signIn/signIn.descriptions.ts).
    expect(output).toMatch(
      /Path \d+\*?: wrong password \(edge, 3 steps, p-[0-9a-f]{8}\)\n {2}Start: Nothing yet: the page is being opened {2}\[opening\]\n {2}1\. Open \/signin\n {5}→ The sign-in form, usable at once, while the session is checked {2}\[signIn\.open → page\.checking\]\n {2}2\. Type the email and password and press Sign In\n {5}→ The form with Sign In disabled and a spinner {2}\[signIn\.submit → page\.submitting\]\n {2}3\. The sign-in service refuses: wrong password \(401\)\n {5}→ The form shows “The email or password you entered is incorrect\. Please try again\.” {2}\[xstate\.error\.actor\.signIn → page\.ready\]/,
    );
    expect(output).not.toContain('no description yet');
    expect(output).not.toContain('# session');
  });

  it('names paths uniquely by what they do', () => {
    const json = JSON.parse(runPaths(['signIn', '--json']).output);
    const names = json.machines[0].paths.map((p: { name: string }) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('wrong password');
    // In the shopper's words: what was done, then what the sign-in service answered.
    expect(names).toContain('open /signin, then type the email and password and press Sign In, then success');
    expect(names.join('\n')).not.toMatch(/page\.|signIn\.|#\d/);
  });

  it('--gherkin --out writes a feature a Gherkin parser accepts, one scenario per path', () => {
    const file = join(tmpDir(), 'x.feature');
    const result = runPaths(['signIn', '--gherkin', '--out', file]);
    expect(result).toMatchObject({ code: 0, output: '', file });
    const doc = gherkinParser().parse(readFileSync(file, 'utf8'));
    const feature = doc.feature!;
    expect(feature.name).toBe('Sign-in page (signIn)');
    const scenarios = feature.children.flatMap((c) => c.rule?.children.map((r) => r.scenario!) ?? []);
    const json = JSON.parse(runPaths(['signIn', '--json']).output);
    expect(scenarios.length).toBe(json.machines[0].counts.paths);
    const wrong = scenarios.find((s) => s.name.startsWith('wrong password ('))!;
    expect(wrong.steps.map((s) => `${s.keyword.trim()} ${s.text}`)).toEqual([
      'Given the screen shows: Nothing yet: the page is being opened',
      'When Open /signin',
      'Then the screen shows: The sign-in form, usable at once, while the session is checked',
      'When Type the email and password and press Sign In',
      'Then the screen shows: The form with Sign In disabled and a spinner',
      'When The sign-in service refuses: wrong password (401)',
      'Then the screen shows: The form shows “The email or password you entered is incorrect. Please try again.”',
    ]);
  });

  it('--json --out writes one document; --cover keeps the covering set; --simple adds simple paths', () => {
    const file = join(tmpDir(), 'x.json');
    expect(runPaths(['profile', '--json', '--out', file]).code).toBe(0);
    const [machine] = JSON.parse(readFileSync(file, 'utf8')).machines;
    expect(machine).toMatchObject({ id: 'profile', title: 'Customer profile' });
    expect(machine.counts.paths).toBe(machine.paths.length);
    expect(
      machine.paths.find(
        (p: { end: string; steps: unknown[] }) => p.end === 'loading' && p.steps.length === 1,
      ),
    ).toMatchObject({
      initial: 'idle',
      steps: [
        {
          step: 1,
          action: 'Open Personal Information (/account/profile)',
          expect: '“Loading your profile…”',
          from: 'idle',
          event: { type: 'profile.load' },
          to: 'loading',
          described: true,
        },
      ],
    });
    const cover = JSON.parse(runPaths(['session', '--cover', '--json']).output).machines[0];
    expect(cover.paths.length).toBe(cover.counts.covering);
    expect(cover.paths.every((p: { covering: boolean }) => p.covering)).toBe(true);
    const plain = JSON.parse(runPaths(['session', '--json']).output).machines[0];
    const simple = JSON.parse(runPaths(['session', '--simple', '--json']).output).machines[0];
    expect(simple.counts.simple).toBeGreaterThan(0);
    expect(simple.paths.length).toBeGreaterThan(plain.paths.length);
    expect(simple.counts.simpleSearch).toMatchObject({ complete: true });
  });

  it('a machine whose simple paths explode says so with the count instead of running on', () => {
    const result = runPaths(['healthNav', '--simple', '--json']);
    const machine = JSON.parse(result.output).machines[0];
    expect(machine.counts.simpleSearch.found).toBeGreaterThan(0);
    // Bounded: the limits are SIMPLE_PATHS_KEPT kept and SIMPLE_PATHS_COUNTED counted.
    expect(machine.counts.simpleSearch.kept).toBeLessThanOrEqual(1000);
    const capped = generatePathSet({
      machine: findMachine('healthNav')!.machine,
      events: findMachine('healthNav')!.model.events as never,
      input: findMachine('healthNav')!.model.input as never,
      serializeState: findMachine('healthNav')!.model.serializeState as never,
      simplePaths: true,
      maxSimplePaths: 5,
      maxSimpleCount: 50,
    });
    expect(capped.simple).toEqual({ found: 50, kept: 5, complete: false });
  });

  it('--playwright without a browser driver for the chart lists every path as it.todo, never as a test', () => {
    const { output } = runPaths(['forgotPassword', '--playwright']);
    expect(output).not.toContain('@playwright/test');
    expect(output).toContain("from './tests/e2e/support/paths-runtime';");
    expect(output).toContain("describe('Forgot password (forgotPassword)', () => {");
    expect(output.match(/\n {2}it\.todo\(/g)?.length).toBe(5);
    expect(output).not.toMatch(/\n {2}it\(/);
    expect(output).toContain('needs a browser driver for the forgotPassword chart');
  });

  it('under npm run, a document on standard output would carry npm’s banner: it asks for --out instead', () => {
    const npm = { tty: false, env: { npm_lifecycle_event: 'paths' } };
    const refused = runPaths(['profile', '--json'], npm);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('--out FILE');
    expect(
      runPaths(['profile', '--json'], { tty: false, env: { ...npm.env, npm_config_loglevel: 'silent' } })
        .code,
    ).toBe(0);
    expect(runPaths(['profile'], npm).code).toBe(0); // text for people is fine
  });

  it('a machine without descriptions still prints, with a clear fallback', () => {
    const bare = register(
      profileMachine,
      'Profile without descriptions',
      'x',
      findMachine('profile')!.model as never,
    );
    const listing = pathListing(bare);
    const step = listing.paths.flatMap((p) => p.steps).find((s) => s.event.type === 'profile.load')!;
    expect(step).toMatchObject({ action: 'Event profile.load (no description yet)', described: false });
    expect(step.expect).toBe('state loading (no description yet)');
  });

  it('names the registered machines when the id is unknown, and rejects unknown options', () => {
    expect(runPaths(['nope'])).toMatchObject({
      code: 2,
      output: expect.stringMatching(/Unknown machine nope\. Registered: profile/),
    });
    expect(runPaths(['--fast']).code).toBe(2);
    expect(runPaths(['--out']).code).toBe(2);
    expect(runPaths(['signIn', '--json', '--gherkin']).code).toBe(2);
  });

  it('prints a parallel or nested state as a dotted value', () => {
    expect(formatValue({ ready: 'collapsed' })).toBe('ready.collapsed');
    expect(formatValue({ p: { a: 'x', b: 'y' } })).toBe('p.a.x + p.b.y');
  });

  it('runs as a command', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/paths.ts', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run paths');
  }, 180_000);
});

describe('descriptions of the registered machines', () => {
  it('the eleven machines of today each have a table', () => {
    for (const id of [
      'profile',
      'healthNav',
      'signIn',
      'forgotPassword',
      'resetPassword',
      'createAccount',
      'verifyEmail',
      'fieldAlert',
      'session',
      'walletRequest',
      'wallet',
    ])
      expect(findMachine(id)?.descriptions, id).toBeDefined();
  });

  it('a machine with a table describes every event and state its generated paths go through', () => {
    for (const entry of MACHINES.filter((m) => m.descriptions && m.id !== 'wallet')) {
      const missing = pathListing(entry)
        .paths.flatMap((p) => p.steps)
        .filter((s) => !s.described)
        .map((s) => `${s.event.type} → ${s.to}`);
      expect([...new Set(missing)], entry.id).toEqual([]);
    }
  }, 300_000); // generates and describes the paths of every described machine (59 s under a loaded full run)

  it('every event and state of every described machine has words (definition, not paths: covers the wallet too)', () => {
    for (const entry of MACHINES.filter((m) => m.descriptions)) {
      const def = readDefinition(entry.machine);
      const events = [...new Set(def.edges.map((e) => e.eventType))].filter(
        (t) => t !== '' && !t.startsWith('xstate.done.state.'),
      );
      const missing = events.filter((t) => !hasDescription(entry, t));
      expect(missing, entry.id).toEqual([]);
      const leaves = def.nodes
        .filter((n) => n.parent !== null && !def.nodes.some((c) => c.parent === n.id))
        .map((n) => n.id.split('.').slice(1).join('.'));
      expect(
        leaves.filter(
          (leaf) =>
            !describeState(
              entry,
              leaf.split('.').reduceRight<unknown>((v, k) => ({ [k]: v }), {}),
            ).described,
        ),
        entry.id,
      ).toEqual([]);
    }
  });
});

describe('npm run graph-coverage', () => {
  it('reports 100% of states and transitions for every registered machine', () => {
    const rows = measure();
    expect(rows.map((r) => r.id)).toEqual(MACHINES.map((m) => m.id));
    for (const row of rows) {
      expect(row.error, row.id).toBeNull();
      expect(complete(row), `${row.id}: ${JSON.stringify(row)}`).toBe(true);
    }
    expect(formatRows(rows)).toMatch(/profile\s+\d+\s+\d+\s+4\/4 \(100%\)\s+6\/6 \(100%\)\s+ok/);
    // The same counts as npm run paths (one generation).
    const json = JSON.parse(runPaths(['signIn', '--json']).output).machines[0];
    const row = rows.find((r) => r.id === 'signIn')!;
    expect([row.paths, row.covering]).toEqual([json.counts.paths, json.counts.covering]);
    // docs/qa.md's table of counts is these rows, one per registered machine (npx tsx scripts/graph-coverage.ts --write).
    const doc = readFileSync(QA_DOC, 'utf8');
    expect(withCounts(doc, rows), 'docs/qa.md path counts').toBe(doc);
    expect(doc.match(/^\| `\w+` \| [\d,]+ \| \d+ \| \d+ \| \d+ \|$/gm)?.length).toBe(MACHINES.length);
  }, 300_000); // replays every generated path of every machine (about 10 s alone, more under a full run)

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

describe('npm run docs:statecharts', { timeout: 180_000 }, () => {
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
    expect(session).toContain('session_resolving --> session_anonymous : always<br/>[isAnonymous]');
    expect(session).toContain('| signingOut | atomic |  | busy | signOut | – |');
    expect(session).toContain('| signingOut | done: signOut | – | – | checking | clearUser |');
    expect(session).toMatch(/- Guards: `isAnonymous`, `isIdentityOnly`/);
    expect(staleDocs(dir)).toEqual([]);
  });

  it('draws every transition between two states as an arrow in some diagram, also when a chart is drawn in parts', () => {
    for (const entry of MACHINES) {
      const def = readDefinition(entry.machine);
      const byId = new Map(def.nodes.map((n) => [n.id, n]));
      const diagrams = mermaidDiagrams(def);
      const id = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');
      for (const scope of def.nodes.filter((n) => def.nodes.some((k) => k.parent === n.id))) {
        // The child of the scope that holds a state, as the diagram of that scope draws it.
        const childOf = (state: string) => {
          for (let n = byId.get(state); n; n = n.parent ? byId.get(n.parent) : undefined)
            if (n.parent === scope.id) return n.id;
          return null;
        };
        const code = diagrams
          .filter((d) => d.scope === scope.id)
          .map((d) => d.code)
          .join('\n');
        for (const e of def.edges) {
          const to = childOf(e.target);
          const from = e.source === scope.id ? `${scope.id}__any` : childOf(e.source);
          if (e.targetless || !to || !from || from === to) continue;
          expect(code, `${entry.id}: ${e.transitionId}`).toContain(`  ${id(from)} --> ${id(to)} : `);
        }
      }
    }
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
