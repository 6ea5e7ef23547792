// @vitest-environment node
/**
 * The README a newcomer follows, checked as a document: every command it gives is one a test or CI runs, it names
 * no issue numbers and has no section longer than a screen, every relative link in it and in docs/ resolves to a
 * file, the demo accounts it names sign in with the password it gives, and its walk-through's helper steps (the
 * outbox, the Google chooser under plain `npm start`) are the ones the local-helpers tests walk.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_FIXTURES } from '../../server/db/fixtures/customers';
import { LOCKOUT_CUSTOMER } from '../../server/db/fixtures/rx-identity';
import { RX_PROFILE_ACCOUNT_FIXTURES } from '../../server/db/fixtures/rx-profile';
import { SIGN_IN_ACCOUNT_FIXTURES } from '../../server/db/fixtures/signin';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

/** What a section may hold: about one screen (a 45-line terminal or a laptop's browser window of rendered text). */
const SCREEN_LINES = 40;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir))) {
    const path = `${dir}/${entry}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const DOCS = ['README.md', ...filesUnder('docs', (p) => p.endsWith('.md'))];

// ---------------------------------------------------------------------------------------------------------------
// Commands

/** Shell commands of a markdown text: each line of its code blocks and each inline span that runs a program. */
function commandsOf(markdown: string): string[] {
  const commands: string[] = [];
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const block of markdown.matchAll(fenced)) {
    for (const line of block[1]!.split('\n')) {
      const code = line.replace(/(^|\s)#.*$/, '').trim();
      if (code)
        commands.push(
          ...code
            .split(/&&|;|\|\|/)
            .map((c) => c.trim())
            .filter(Boolean),
        );
    }
  }
  const prose = markdown.replace(fenced, '');
  for (const span of prose.matchAll(/`([^`\n]+)`/g)) {
    const code = span[1]!.trim();
    if (/^(?:[A-Z_]+=\S*\s+)*(?:npm|npx|node|tsx|bash|sh|curl|pnpm|yarn|vitest|git)\s/.test(code))
      commands.push(
        ...code
          .split(/&&|;/)
          .map((c) => c.trim())
          .filter(Boolean),
      );
  }
  return commands;
}

/** The command without its leading `NAME=value` settings. */
const withoutEnv = (command: string) => command.replace(/^(?:[A-Z_]+=\S*\s+)+/, '');

/**
 * Strings whose presence in CI (`.ci/run`, `scripts/test.sh`) or a test file shows the command is run there, or
 * null when the command is unknown (not an npm script of package.json, not an `npx tsx scripts/…` of this repo).
 */
function evidenceFor(command: string, scripts: Record<string, string>): string[] | null {
  const words = withoutEnv(command).split(/\s+/);
  if (words[0] === 'npm' && words[1] === 'ci' && words.length === 2) return ['npm ci'];
  if (words[0] === 'npm') {
    const name = words[1] === 'run' ? words[2] : words[1];
    if (!name || !(name in scripts)) return null;
    if (words[1] !== 'run' && !['start', 'test'].includes(name)) return null;
    const body = scripts[name]!;
    const files = [...body.matchAll(/scripts\/[\w.-]+\.(?:ts|sh)/g)].map((m) => m[0]);
    return [`npm ${name}`, `npm run ${name}`, `npm run --silent ${name}`, body, ...files];
  }
  if (words[0] === 'npx' && words[1] === 'tsx' && /^scripts\/[\w.-]+\.ts$/.test(words[2] ?? ''))
    return existsSync(join(root, words[2]!)) ? [words[2]!] : null;
  return null;
}

const THIS_FILE = 'tests/unit/readme.test.ts';
const RUNNERS = [
  { path: '.ci/run', text: read('.ci/run') },
  { path: 'scripts/test.sh', text: read('scripts/test.sh') },
  ...filesUnder('tests', (p) => /\.(?:ts|tsx)$/.test(p) && p !== THIS_FILE).map((path) => ({
    path,
    text: read(path),
  })),
];

/** Where a known command is run (CI or a test file), or [] when nowhere. */
function runBy(command: string): string[] {
  const evidence = evidenceFor(command, pkg.scripts) ?? [];
  return RUNNERS.filter((r) => evidence.some((e) => r.text.includes(e))).map((r) => r.path);
}

describe('README commands', () => {
  const commands = commandsOf(readme);

  it('gives the two commands, in a code block', () => {
    expect(commands).toContain('npm ci');
    expect(commands).toContain('npm start');
    expect(commands).toContain('npm test');
  });

  it('gives only commands a test or CI runs (an unknown one fails)', () => {
    const unknown = commands.filter((c) => evidenceFor(c, pkg.scripts) === null);
    expect(unknown, 'commands that are no npm script of package.json nor a repository script').toEqual([]);
    const notRun = commands.filter((c) => runBy(c).length === 0);
    expect(notRun, 'commands no test, scripts/test.sh or .ci/run runs').toEqual([]);
  });

  it('tells an unknown or untested command apart (the check can fail)', () => {
    expect(evidenceFor('npm run deploy-everything', pkg.scripts)).toBeNull();
    expect(evidenceFor('curl -X POST http://localhost:8080/__sandbox/rx/guest-link', pkg.scripts)).toBeNull();
    expect(evidenceFor('npm lighthouse', pkg.scripts)).toBeNull();
    expect(
      commandsOf('Run `npm run lighthouse` and\n```sh\nSANDBOX_HELPERS=on npm start  # on\n```\n'),
    ).toEqual(['SANDBOX_HELPERS=on npm start', 'npm run lighthouse']);
    // The Lighthouse audit is run by hand, never by CI: a README that gave it would fail.
    expect(runBy('npm run lighthouse')).toEqual([]);
    expect(runBy('npm ci')).toContain('.ci/run');
    expect(runBy('npm test')).toContain('.ci/run');
    expect(runBy('SANDBOX_HELPERS=on npm start')).toContain('tests/e2e/support/server.ts');
    expect(runBy('npm run reset')).toContain('tests/contract/reset-script.test.ts');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Shape

/** Markdown sections: a heading and the lines up to the next heading (code blocks do not start one). */
function sections(markdown: string): { heading: string; lines: string[] }[] {
  const out: { heading: string; lines: string[] }[] = [{ heading: '(top)', lines: [] }];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && /^#{1,6} /.test(line)) out.push({ heading: line, lines: [] });
    else out[out.length - 1]!.lines.push(line);
  }
  return out;
}

/** "issue 10", "Issue 12 part 2", "issues 8 and 9", "issue #4": when, not what. */
const ISSUE_NUMBER = /\bissues?\s*(?:#|no\.?\s*)?\d+/i;

describe('README and docs/ shape', () => {
  it('README: no section longer than a screen', () => {
    const long = sections(readme)
      .map((s) => ({ heading: s.heading, lines: s.lines.join('\n').trim().split('\n').length }))
      .filter((s) => s.lines > SCREEN_LINES);
    expect(long).toEqual([]);
  });

  it('README: ordered by what a reader wants, one screenshot', () => {
    const headings = sections(readme)
      .slice(1)
      .map((s) => s.heading);
    expect(headings[0]).toMatch(/^# /);
    const order = [
      /^## The two commands/,
      /^## Walk-through: sign-in/,
      /^## Walk-through: pharmacy/,
      /^## Walk-through: payment wallet/,
      /^## Walk-through: statechart inspector/,
      /^## Walk-through: QA paths/,
      /^## Demo data/,
      /^## More documentation/,
    ].map((pattern) => headings.findIndex((h) => pattern.test(h)));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect([...readme.matchAll(/!\[[^\]]*\]\(docs\/screenshots\/[^)]+\.png\)/g)]).toHaveLength(1);
  });

  it('no issue numbers in the README or anywhere in docs/', () => {
    expect(ISSUE_NUMBER.test('Pharmacy foundation (issue 10 part 1)')).toBe(true);
    expect(ISSUE_NUMBER.test('rolldown issue #10731')).toBe(true);
    const found = DOCS.flatMap((path) =>
      read(path)
        .split('\n')
        .map((line, i) => ({ at: `${path}:${i + 1}`, line }))
        .filter(({ line }) => ISSUE_NUMBER.test(line))
        .map(({ at, line }) => `${at}: ${line.trim().slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });

  it('every relative link in the README and docs/ resolves to a file of the repository', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const path of DOCS) {
      const text = read(path).replace(/^```[\s\S]*?^```/gm, '');
      for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]!;
        if (/^(?:[a-z]+:|#)/i.test(target)) continue;
        const file = join(root, dirname(path), decodeURIComponent(target.replace(/#.*$/, '')));
        checked++;
        if (!existsSync(file) || !relative(root, file) || relative(root, file).startsWith('..'))
          broken.push(`${path}: ${target}`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Facts

function section(heading: string): string {
  const found = sections(readme).find((s) => s.heading.startsWith(heading));
  expect(found, heading).toBeDefined();
  return found!.lines.join('\n');
}

/** A section's text with its line breaks as spaces (a quoted message may wrap). */
const flat = (heading: string) => section(heading).replace(/\s+/g, ' ');

describe('README facts', () => {
  it('names demo accounts that exist with the password it gives', () => {
    const fixtures = new Map(
      [
        ...CUSTOMER_FIXTURES,
        ...SIGN_IN_ACCOUNT_FIXTURES,
        ...RX_PROFILE_ACCOUNT_FIXTURES,
        LOCKOUT_CUSTOMER,
      ].map((f) => [f.email, f.password] as const),
    );
    const rows = [...readme.matchAll(/^\| `([^`]+@example\.com)`[^|]*\| `([^`]+)` \|/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const [, email, password] of rows) expect(fixtures.get(email!), email).toBe(password);
  });

  it('starts the walk-through where a new user lands, and says where the demo accounts live and how to go back', () => {
    const walk = flat('## Walk-through: sign-in');
    expect(walk).toContain('http://localhost:8080/');
    expect(walk).toContain('Welcome to FreshWay Market');
    expect(walk).toContain('only on the main banner, `freshway`');
    expect(walk).toContain('`http://localhost:8080/?banner=freshway-fuel`');
    expect(walk).toContain('The email or password you entered is incorrect. Please try again.');
    expect(walk).toContain('?banner=freshway`');
    expect(walk).toContain('I understand that deleting my account cannot be undone.');
  });

  it('says where the pharmacy walk-through begins that a new browser answers a security question first', () => {
    const pharmacy = section('## Walk-through: pharmacy');
    const first = pharmacy.trim().split('\n\n')[0]!;
    expect(first).toMatch(/new browser must answer a security question/);
    for (const answer of ['biscuit', 'cincinnati', 'corolla']) expect(pharmacy).toContain(`\`${answer}\``);
  });

  it('walks the helpers under plain `npm start` that the local-helpers tests prove (outbox, Google chooser, loopback only)', () => {
    const start = flat('## The two commands');
    expect(start).toMatch(/works under this plain `npm start`/);
    const walk = flat('## Walk-through: sign-in');
    expect(walk).toContain('http://localhost:8080/__outbox');
    expect(walk).toContain('**Continue with Google**');
    expect(walk).toMatch(/choose `shopper@example\.com` and you are signed in/);
    // The tests that follow these steps with the helpers off, from this machine and from another address.
    const e2e = read('tests/e2e/local-helpers.e2e.ts');
    expect(e2e).toContain("startServer({ env: { SANDBOX_HELPERS: 'off' }");
    expect(e2e).toContain('/__outbox');
    expect(e2e).toContain("chooseGoogleAccount(page, 'shopper@example.com')");
    expect(e2e).toContain('from another address');
    const contract = read('tests/contract/local-helpers.test.ts');
    expect(contract).toContain('sandboxHelpers: false');
    expect(read('docs/sandbox.md')).toContain('tests/e2e/local-helpers.e2e.ts');
  });
});
