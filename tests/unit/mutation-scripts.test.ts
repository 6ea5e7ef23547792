// @vitest-environment node
/** The mutation gate's own scripts (docs/qa.md "Mutation testing"): scope, what CI re-tests, scores per folder. */
import { describe, expect, it } from 'vitest';
import {
  ciConfigSource,
  gateVerdict,
  globToRegExp,
  inScope,
  plan,
  SUITES,
  scopeFiles,
  withFilesWithoutMutants,
} from '../../scripts/mutation-ci';
import {
  formatScores,
  type MutationReport,
  scoreFolders,
  withScoresTable,
} from '../../scripts/mutation-score';
import { REGRESSION_MUTANTS } from '../../scripts/regression-mutants';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';

const mutant = (status: string, coveredBy: string[] = []) => ({
  id: Math.random().toString(36),
  mutatorName: 'x',
  status,
  location: { start: { line: 1, column: 1 } },
  coveredBy,
});

describe('mutation scope', () => {
  it('globs: ** spans folders, * stays in one', () => {
    expect(globToRegExp('machines/**/*.ts').test('machines/wallet/wallet/wallet.chart.ts')).toBe(true);
    expect(globToRegExp('machines/**/*.ts').test('machines/registry.ts')).toBe(true);
    expect(globToRegExp('machines/*.ts').test('machines/wallet/x.ts')).toBe(false);
  });

  it("five runs: charts, domain rules and API, the pharmacy's contracts, server, the pharmacy's server; every scope file belongs to one", () => {
    expect(SUITES.map((s) => s.name)).toEqual([
      'machines',
      'domain',
      'contracts',
      'server',
      'pharmacy-server',
    ]);
    const [machines, domain, contracts, server, pharmacyServer] = SUITES.map((s) => scopeFiles(s));
    expect(machines).toContain('machines/wallet/wallet/wallet.chart.ts');
    expect(domain).toContain('api/contracts/wallet.ts');
    expect(domain).toContain('domain/wallet/cards.ts');
    expect(contracts).toContain('api/contracts/rx.ts');
    expect(server).toContain('server/auth/throttle.ts');
    expect(pharmacyServer).toContain('server/rx/access.ts');
    const all = [...machines!, ...domain!, ...contracts!, ...server!, ...pharmacyServer!];
    expect(new Set(all).size).toBe(all.length);
  });

  it("puts the pharmacy server's first area in its own run: the access rule, patient access, the patients list", () => {
    const pharmacyServer = SUITES.find((s) => s.name === 'pharmacy-server')!;
    expect(scopeFiles(pharmacyServer)).toEqual([
      'server/routes/rx/patient-access.ts',
      'server/routes/rx/patients.ts',
      'server/rx/access.ts',
      'server/rx/relationships.ts',
    ]);
    // The rest of the two folders is not in any run yet, and the server run keeps to server/auth and server/wallet.
    expect(inScope('server/rx/orders.ts')).toBe(false);
    expect(inScope('server/routes/rx/identity.ts')).toBe(false);
    expect(inScope('server/rx/gate.ts')).toBe(false);
    expect(inScope('server/rx/session.ts')).toBe(false);
    expect(inScope('server/rx/access.ts', SUITES.find((s) => s.name === 'server')!.mutate)).toBe(false);
  });

  it("runs the pharmacy server's mutants against the pharmacy's contract tests, nothing else", async () => {
    const config = (await import('../../config/vitest.mutation.pharmacy-server.config')).default;
    expect(config.test?.include).toEqual(['tests/contract/rx-*.test.ts']);
  });

  it("scores the pharmacy server's gated files in a row of their own, at 75%, and no other file there", () => {
    const row = (files: Record<string, { source: string; mutants: ReturnType<typeof mutant>[] }>) =>
      scoreFolders({ files }).find((r) => r.folder === 'server/rx/ and routes/rx/ (gated areas)')!;
    const scored = row({
      'server/rx/access.ts': { source: '', mutants: [mutant('Killed'), mutant('Killed'), mutant('Killed')] },
      'server/routes/rx/patients.ts': { source: '', mutants: [mutant('Survived')] },
      'server/rx/orders.ts': { source: '', mutants: [mutant('Survived'), mutant('Survived')] },
      'server/rx/accessXts': { source: '', mutants: [mutant('Survived')] },
    });
    expect([scored.mutants, scored.killed, scored.survived, scored.score]).toEqual([4, 3, 1, 75]);
    expect(scored.threshold).toBe(75);
    expect(scored.ok).toBe(true);
  });

  it('mutates charts and rules, not descriptions, fixtures, the registry or tests', () => {
    expect(inScope('machines/wallet/wallet/wallet.chart.ts')).toBe(true);
    expect(inScope('domain/wallet/cards.ts')).toBe(true);
    expect(inScope('api/clients/wallet.ts')).toBe(true);
    expect(inScope('server/auth/throttle.ts')).toBe(true);
    expect(inScope('server/wallet/store.ts')).toBe(true);
    expect(inScope('machines/wallet/wallet/wallet.descriptions.ts')).toBe(false);
    expect(inScope('machines/wallet/wallet/wallet.fixtures.ts')).toBe(false);
    expect(inScope('machines/registry.ts')).toBe(false);
    expect(inScope('server/routes/wallet.ts')).toBe(false);
    expect(inScope('server/wallet/seed.ts')).toBe(false);
    expect(inScope('server/auth/seed-signin.ts')).toBe(false);
    expect(inScope('src/wallet/runtime.ts')).toBe(false);
  });

  it('puts every pharmacy contract in the contracts run and only there (PHARMACY_CONTRACTS), the graph fixtures in none', () => {
    const domain = SUITES.find((s) => s.name === 'domain')!;
    const contracts = SUITES.find((s) => s.name === 'contracts')!;
    for (const path of [
      'api/contracts/rx.ts',
      'api/contracts/rx-security.ts',
      'api/contracts/rx-order-codes.ts',
      'api/contracts/pharmacy-directory.ts',
    ]) {
      expect([inScope(path, domain.mutate), inScope(path, contracts.mutate)], path).toEqual([false, true]);
    }
    expect(inScope('machines/rx/fixtures.ts')).toBe(false);
    // The shared contracts stay in the domain run.
    for (const path of ['api/contracts/common.ts', 'api/contracts/wallet.ts'])
      expect([inScope(path, domain.mutate), inScope(path, contracts.mutate)], path).toEqual([true, false]);
    expect(inScope('api/clients/http.ts')).toBe(true);
    expect(inScope('domain/privacy.ts')).toBe(true);
    // Every pharmacy contract on disk, listed apart from the globs: a contract added later is in too.
    const onDisk = readdirSync('api/contracts')
      .filter((f) => /^(rx|pharmacy-).*\.ts$/.test(f))
      .map((f) => `api/contracts/${f}`)
      .sort();
    expect(onDisk.length).toBeGreaterThanOrEqual(19);
    expect(scopeFiles(contracts)).toEqual(onDisk);
  });

  it("runs the contracts' mutants against their own unit tests and the clients' tests, nothing else", async () => {
    const config = (await import('../../config/vitest.mutation.contracts.config')).default;
    expect(config.test?.include).toEqual([
      'tests/unit/rx-contracts-*.test.ts',
      'tests/unit/rx-clients-*.test.ts',
    ]);
    const own = readdirSync('tests/unit').filter((f) => /^rx-contracts-.*\.test\.ts$/.test(f));
    expect(own.length).toBeGreaterThanOrEqual(3);
  });

  it("puts the pharmacy's API clients in the domain run, every one of them (since 2026-12-01)", () => {
    const domain = SUITES.find((s) => s.name === 'domain')!;
    const clients = readdirSync('api/clients')
      .filter((f) => /^(rx|pharmacy-).*\.ts$/.test(f))
      .map((f) => `api/clients/${f}`)
      .sort();
    expect(clients).toContain('api/clients/rx.ts');
    expect(clients).toContain('api/clients/rx-profile.ts');
    expect(clients).toContain('api/clients/pharmacy-search.ts');
    expect(clients.length).toBeGreaterThanOrEqual(15);
    expect(scopeFiles(domain).filter((p) => clients.includes(p))).toEqual(clients);
  });
});

describe("the pharmacy's charts and rules under the gate (PHARMACY_GATED: all of machines/rx/ and domain/rx/)", () => {
  const machines = SUITES.find((s) => s.name === 'machines')!;
  const domain = SUITES.find((s) => s.name === 'domain')!;

  it('puts every pharmacy chart in the charts run and every pharmacy rule in the domain run, each only there', () => {
    for (const path of [
      'machines/rx/tracker/tracker.machine.ts',
      'machines/rx/tracker/tracker.selectors.ts',
    ]) {
      expect([inScope(path, machines.mutate), inScope(path, domain.mutate)], path).toEqual([true, false]);
    }
    expect([
      inScope('domain/rx/tracker.ts', machines.mutate),
      inScope('domain/rx/tracker.ts', domain.mutate),
    ]).toEqual([false, true]);
    // Its fixtures and descriptions stay out, like every chart's.
    expect(inScope('machines/rx/tracker/tracker.fixtures.ts')).toBe(false);
    expect(inScope('machines/rx/tracker/tracker.descriptions.ts')).toBe(false);
    // Every file of the two folders on disk, listed apart from the globs: a chart or rule added later is in too.
    const onDisk = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${dir}/${f.split(sep).join('/')}`)
        .sort();
    const charts = onDisk('machines/rx').filter(
      (p) => p !== 'machines/rx/fixtures.ts' && !/\.(fixtures|descriptions)\.ts$/.test(p),
    );
    expect(charts.length).toBeGreaterThanOrEqual(49);
    expect(scopeFiles(machines).filter((p) => p.startsWith('machines/rx/'))).toEqual(charts);
    const rules = onDisk('domain/rx');
    expect(rules).toContain('domain/rx/routes.ts');
    expect(rules).toContain('domain/rx/titles.ts');
    expect(rules.length).toBeGreaterThanOrEqual(35);
    expect(scopeFiles(domain).filter((p) => p.startsWith('domain/rx/'))).toEqual(rules);
  });

  it('preloads the same files the runs mutate (tests/mutation-preload.ts), so their definitions are static', () => {
    const preload = readFileSync(new URL('../mutation-preload.ts', import.meta.url), 'utf8');
    const globs = [
      ...(preload.split('import.meta.glob(')[1]?.split(']);')[0] ?? '').matchAll(/'(!?)\/([^']+)'/g),
    ].map((m) => `${m[1]}${m[2]}`);
    expect(globs.length).toBeGreaterThan(3);
    const preloaded = (suite: (typeof SUITES)[number]) =>
      scopeFiles({ ...suite, mutate: globs }).filter((p) => /^(machines|domain|api)\//.test(p));
    const mutated = [...scopeFiles(machines), ...scopeFiles(domain)].sort();
    const loaded = [...new Set([...preloaded(machines), ...preloaded(domain)])].sort();
    // The preload may load a module no run mutates (the registry, the banners), never miss one a run does, and loads
    // no pharmacy module the runs leave out.
    expect(mutated.filter((p) => !loaded.includes(p))).toEqual([]);
    expect(loaded).toContain('domain/rx/routes.ts');
    expect(loaded).not.toContain('machines/rx/fixtures.ts');
    expect(loaded).not.toContain('api/contracts/rx.ts');
    expect(loaded.filter((p) => !mutated.includes(p) && /\/rx\//.test(p))).toEqual([]);
  });

  it("runs each gated area's oracle table: rx*.oracle.test.ts files are not left out of the runs' tests", async () => {
    const config = (await import('../../config/vitest.mutation.config')).default;
    const exclude = config.test?.exclude ?? [];
    const left = exclude.filter((glob: string) =>
      globToRegExp(glob).test('tests/model/rxTracker.oracle.test.ts'),
    );
    expect(left).toEqual([]);
    expect(
      exclude.some((glob: string) => globToRegExp(glob).test('tests/model/rxTracker.model.test.ts')),
    ).toBe(true);
  });
});

describe('what CI re-tests', () => {
  const report: MutationReport = {
    files: {
      'domain/forms.ts': { source: 'old', mutants: [mutant('Killed', ['t1']), mutant('Killed', ['t2'])] },
      'domain/dates.ts': { source: 'same', mutants: [mutant('Killed', ['t3'])] },
      'domain/titles.ts': { source: 'same too', mutants: [mutant('Survived', ['t9'])] },
      // A static mutant: covered by no test in the report, killed by one of the changed file.
      'api/contracts/wallet.ts': {
        source: 'static',
        mutants: [{ ...mutant('Killed'), static: true, killedBy: ['t3'] }],
      },
    },
    testFiles: {
      'tests/unit/a.test.ts': { source: 'a', tests: [{ id: 't3', name: 'a' }] },
      'tests/unit/b.test.ts': { source: 'b', tests: [{ id: 't9', name: 'b' }] },
    },
  };
  const repo: Record<string, string> = {
    'domain/forms.ts': 'new',
    'domain/dates.ts': 'same',
    'domain/titles.ts': 'same too',
    'tests/unit/a.test.ts': 'a changed',
    'tests/unit/b.test.ts': 'b',
    'api/contracts/wallet.ts': 'static',
  };
  it('a changed source, the files a changed test covered, and new files (estimated by size)', () => {
    const read = (path: string) => repo[path] ?? (path === 'domain/new.ts' ? 'x\ny\n' : null);
    const p = plan(report, read, [...Object.keys(report.files), 'domain/new.ts']);
    const byFile = Object.fromEntries(p.changed.map((c) => [c.file, c.reason]));
    expect(byFile['domain/forms.ts']).toBe('changed');
    expect(byFile['domain/dates.ts']).toBe('tests changed');
    expect(byFile['domain/titles.ts']).toBeUndefined();
    expect(byFile['api/contracts/wallet.ts']).toBe('tests changed');
    expect(byFile['domain/new.ts']).toBe('new');
  });
});

describe('scores per folder and the gate', () => {
  const report: MutationReport = {
    files: {
      'machines/a.ts': {
        source: '',
        mutants: [
          ...Array.from({ length: 17 }, () => mutant('Killed')),
          mutant('Timeout'),
          mutant('Survived'),
          mutant('NoCoverage'),
          mutant('CompileError'),
          mutant('Ignored'),
        ],
      },
      'api/b.ts': {
        source: '',
        mutants: [mutant('Killed'), mutant('Killed'), mutant('Killed'), mutant('Survived')],
      },
    },
  };
  it('counts killed and timed out as detected, leaves compile errors and static mutants not run yet out (counted apart); 85% and 75% gates', () => {
    const rows = scoreFolders(report);
    const machines = rows.find((r) => r.folder === 'machines/')!;
    expect(machines).toMatchObject({
      mutants: 20,
      killed: 17,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      staticNotRun: 1,
      score: 90,
      floor: 85.7, // 18 of 21 if the one static mutant not run survived
    });
    expect(machines.threshold).toBe(85);
    expect(rows.find((r) => r.folder === 'domain/')!.threshold).toBe(85);
    expect(rows.find((r) => r.folder === 'api/')).toMatchObject({ score: 75, threshold: 75, ok: true });
    expect(rows.find((r) => r.folder === 'server/auth/')!.threshold).toBe(75);
    expect(rows.find((r) => r.folder === 'server/wallet/')!.threshold).toBe(75);
  });
  it("the pharmacy's clients have a row of their own (rx*.ts and pharmacy-*.ts of api/clients/), also counted in api/'s", () => {
    const clients: MutationReport = {
      files: {
        'api/clients/rx-orders.ts': { source: '', mutants: [mutant('Killed'), mutant('Survived')] },
        'api/clients/pharmacy-search.ts': { source: '', mutants: [mutant('Killed'), mutant('Killed')] },
        'api/clients/wallet.ts': { source: '', mutants: [mutant('Survived')] },
        'api/contracts/rx.ts': { source: '', mutants: [mutant('Survived')] },
      },
    };
    const rows = scoreFolders(clients);
    expect(rows.find((r) => r.folder === 'api/clients/ (pharmacy)')).toMatchObject({
      mutants: 4,
      killed: 3,
      survived: 1,
      score: 75,
      threshold: 75,
      ok: true,
    });
    expect(rows.find((r) => r.folder === 'api/')).toMatchObject({ mutants: 6, killed: 3 });
  });
  it('a folder below its gate is marked', () => {
    const low: MutationReport = {
      files: { 'machines/a.ts': { source: '', mutants: [mutant('Killed'), mutant('Survived')] } },
    };
    expect(scoreFolders(low).find((r) => r.folder === 'machines/')).toMatchObject({ score: 50, ok: false });
    expect(formatScores(scoreFolders(low))).toContain('**BELOW**');
    expect(formatScores(scoreFolders(report))).toContain('| 90.0% | ≥ 85% ok | 1 | 85.7% |');
    expect(formatScores(scoreFolders(report))).toContain('| 75.0% | ≥ 75% ok | 0 | 75.0% |');
  });
  it('the floor counts every static mutant not run yet as survived; the gate is judged on it', () => {
    const pending: MutationReport = {
      files: {
        'api/a.ts': {
          source: '',
          mutants: [
            mutant('Killed'),
            mutant('Killed'),
            mutant('Killed'),
            mutant('Killed'),
            mutant('Ignored'),
          ],
        },
      },
    };
    expect(scoreFolders(pending).find((r) => r.folder === 'api/')).toMatchObject({
      score: 100,
      floor: 80,
      staticNotRun: 1,
      ok: true,
    });
    const morePending: MutationReport = {
      files: {
        'api/a.ts': {
          source: '',
          mutants: [mutant('Killed'), mutant('Killed'), mutant('Ignored'), mutant('Ignored')],
        },
      },
    };
    // The gate holds only if it would hold whatever those static mutants do.
    expect(scoreFolders(morePending).find((r) => r.folder === 'api/')).toMatchObject({
      score: 100,
      floor: 50,
      ok: false,
    });
    expect(formatScores(scoreFolders(morePending))).toContain(
      '| 100.0% | ≥ 75% **BELOW** | 2 | 50.0% (below the gate) |',
    );
  });
  it('the testing docs (docs/qa.md) have the table between their markers, and the README does not', () => {
    const doc = readFileSync(new URL('../../docs/qa.md', import.meta.url), 'utf8');
    expect(() => withScoresTable(doc, scoreFolders(report))).not.toThrow();
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(() => withScoresTable(readme, scoreFolders(report))).toThrow();
  });
});

describe('regression mutants', () => {
  it("are the account and wallet's seven, the pharmacy's eleven and two route wiring mistakes, each with unit, model, view or contract tests (never end to end)", () => {
    expect(REGRESSION_MUTANTS.map((m) => m.id)).toEqual([
      'intent-not-stored',
      'alert-delay-2500',
      'gift-limit-4',
      'delete-mode-remember',
      'lock-1-minute',
      'lock-time-left-tenth',
      'summary-remove-hidden',
      'pickup-default-3h',
      'guest-toggle-not-refillable',
      'bulk-ignores-failed-item',
      'delivery-any-store',
      'pay-online-any-store',
      'one-store-rule-true',
      'grantor-rule-removed',
      'session-countdown-59',
      'new-patient-limit-11',
      'checkout-route-wiring',
      'tracker-route-no-load',
      'link-route-no-navigation',
      'cart-kept-after-sign-out',
    ]);
    for (const m of REGRESSION_MUTANTS) {
      expect(m.tests.length).toBeGreaterThan(0);
      for (const t of m.tests) expect(t).not.toMatch(/e2e/);
      // Each change still applies to the code as it is (exactly one match).
      const source = readFileSync(new URL(`../../${m.file}`, import.meta.url), 'utf8');
      expect(source.split(m.find).length - 1, `${m.id}: ${m.find}`).toBe(1);
    }
  });
});

describe('the gate CI applies', () => {
  const row = (folder: string, score: number, threshold: number) => ({
    folder,
    threshold,
    mutants: 10,
    killed: 0,
    timeout: 0,
    survived: 0,
    noCoverage: 0,
    staticNotRun: 0,
    score,
    floor: score,
    ok: score >= threshold,
  });
  it('passes a folder at its gate; holds one below it at its committed score; fails one that drops', () => {
    const committed = new Map([
      ['domain/', 56.3],
      ['api/', 34.4],
    ]);
    const verdict = gateVerdict(
      [
        row('machines/', 90, 85),
        row('domain/', 56.3, 85),
        row('api/', 34.3, 75),
        row('server/auth/', 70, 75),
      ],
      committed,
    );
    expect(verdict.heldBelowGate.map((r) => r.folder)).toEqual(['domain/']);
    expect(verdict.failing.map((r) => r.folder)).toEqual(['api/', 'server/auth/']);
  });
});

describe('files StrykerJS made no mutant in', () => {
  it('are written into the report, so CI does not call them new on every run; a later change is seen', () => {
    const report: MutationReport = {
      files: { 'domain/a.ts': { source: 'a', mutants: [mutant('Killed')] } },
    };
    const repo: Record<string, string> = {
      'domain/a.ts': 'a',
      'domain/texts.ts': 'export const T = {} as const;',
    };
    const read = (p: string) => repo[p] ?? null;
    const files = Object.keys(repo);
    expect(plan(report, read, files).changed.map((c) => c.reason)).toEqual(['new']);
    const filled = withFilesWithoutMutants(report, files, read);
    expect(filled.files['domain/texts.ts']?.mutants).toEqual([]);
    expect(plan(filled, read, files).changed).toEqual([]);
    repo['domain/texts.ts'] = 'export const T = { a: 1 } as const;';
    expect(plan(filled, read, files).changed.map((c) => `${c.file} ${c.reason}`)).toEqual([
      'domain/texts.ts changed',
    ]);
  });
});

describe("CI's StrykerJS run", () => {
  it('writes its JSON report where CI reads it, through a config module (the command line has no such option)', async () => {
    const source = ciConfigSource('config/stryker.domain.config.mjs', '/tmp/x/result.json');
    expect(source).toBe(
      'import config from \'./config/stryker.domain.config.mjs\';\nexport default { ...config, jsonReporter: { fileName: "/tmp/x/result.json" } };\n',
    );
    // The module evaluates to the suite's configuration with only the report's file changed.
    const url = `data:text/javascript,${encodeURIComponent(source.replace("'./config/stryker.domain.config.mjs'", `'${new URL('../../config/stryker.domain.config.mjs', import.meta.url).href}'`))}`;
    const { default: config } = (await import(/* @vite-ignore */ url)) as {
      default: Record<string, unknown>;
    };
    const { default: suite } = (await import('../../config/stryker.domain.config.mjs')) as {
      default: Record<string, unknown>;
    };
    expect(config).toEqual({ ...suite, jsonReporter: { fileName: '/tmp/x/result.json' } });
  });
});
