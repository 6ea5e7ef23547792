/**
 * Mutation scores per folder from a StrykerJS report (mutation-testing-report-schema JSON), against the gate:
 * at least 85% of mutants killed in machines/ and domain/ (and in their pharmacy parts, machines/rx/ and domain/rx/,
 * as far as they are under the gate), at least 75% in api/, server/auth/, server/wallet/ and the gated areas of the pharmacy's server (docs/qa.md "Mutation
 * testing").
 *
 *   npx tsx scripts/mutation-score.ts [report.json …]    # default: the committed reports of both runs
 *     --write FILE    also write the rows as JSON (reports/mutation/scores.json)
 *     --doc           also rewrite the table between the mutation-scores markers of docs/qa.md
 *
 * Score as StrykerJS counts it: (killed + timed out) / (killed + timed out + survived + no coverage); compile and
 * runtime errors and ignored mutants are left out. Exits 1 when a folder is below its threshold.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHARMACY_SERVER_GATED } from '../config/stryker.pharmacy-server.config.mjs';
import { isMain } from './is-main';

/** Exactly these repository paths. */
const exactly = (paths: readonly string[]) =>
  new RegExp(`^(?:${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

export const MUTATION_GATES: readonly { folder: string; threshold: number; files?: RegExp }[] = [
  { folder: 'machines/', threshold: 85 },
  // The pharmacy's parts already under the gate (PHARMACY_GATED in config/stryker.config.mjs), also counted in the
  // rows above: shown apart so the table says where the pharmacy stands as its areas come in.
  { folder: 'machines/rx/', threshold: 85 },
  { folder: 'domain/', threshold: 85 },
  { folder: 'domain/rx/', threshold: 85 },
  { folder: 'api/', threshold: 75 },
  // The pharmacy's API clients (since 2026-12-01), also counted in the api/ row.
  { folder: 'api/clients/ (pharmacy)', threshold: 75, files: /^api\/clients\/(rx|pharmacy-)[^/]*\.ts$/ },
  // The pharmacy's contracts (their own run since 2026-12-02, config/stryker.contracts.config.mjs), also in api/.
  { folder: 'api/contracts/ (pharmacy)', threshold: 75, files: /^api\/contracts\/(rx|pharmacy-)[^/]*\.ts$/ },
  { folder: 'server/auth/', threshold: 75 },
  { folder: 'server/wallet/', threshold: 75 },
  // The pharmacy's server, its areas under the gate so far (PHARMACY_SERVER_GATED, its own run since 2026-12-02:
  // config/stryker.pharmacy-server.config.mjs), server/rx/ and server/routes/rx/ together.
  { folder: 'server/rx/ and routes/rx/ (gated areas)', threshold: 75, files: exactly(PHARMACY_SERVER_GATED) },
];

export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
  coveredBy?: string[];
  killedBy?: string[];
  static?: boolean;
}
export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
  testFiles?: Record<string, { source?: string; tests: { id: string; name: string }[] }>;
}

export interface FolderScore {
  folder: string;
  threshold: number;
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /**
   * Static mutants (module-level code) left untested by a run with `--ignoreStatic` (status Ignored): not in the
   * score. The next `npm run mutation` (which tests static mutants) runs exactly these and reuses the rest.
   */
  staticNotRun: number;
  /** Percent, one decimal; 100 for a folder without mutants. */
  score: number;
  /**
   * The score if every static mutant not run yet survived (percent, one decimal, rounded down): what the folder is
   * at least at before those run. Equal to `score` when none is left.
   */
  floor: number;
  /** At or above the gate even if every static mutant not run yet survived (`floor`, not `score`). */
  ok: boolean;
}

const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

export function scoreFolders(report: MutationReport): FolderScore[] {
  return MUTATION_GATES.map(({ folder, threshold, files }) => {
    const all = Object.entries(report.files)
      .filter(([path]) => (files ? files.test(path) : path.startsWith(folder)))
      .flatMap(([, f]) => f.mutants);
    const mutants = all.filter((m) => COUNTED.has(m.status));
    const staticNotRun = all.filter((m) => m.status === 'Ignored').length;
    const count = (status: string) => mutants.filter((m) => m.status === status).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const detected = killed + timeout;
    const percent = (of: number) => (of === 0 ? 100 : Math.floor((detected / of) * 1000) / 10);
    const score = percent(mutants.length);
    const floor = percent(mutants.length + staticNotRun);
    return {
      folder,
      threshold,
      mutants: mutants.length,
      killed,
      timeout,
      survived,
      noCoverage,
      staticNotRun,
      score,
      floor,
      ok: floor >= threshold,
    };
  });
}

export function formatScores(rows: readonly FolderScore[]): string {
  const head =
    '| folder | mutants | killed | timed out | survived | no coverage | score | gate | static, not run yet | score if those all survived |';
  const line = '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|';
  const body = rows.map(
    (r) =>
      `| \`${r.folder}\` | ${r.mutants} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.score.toFixed(1)}% | ≥ ${r.threshold}% ${r.ok ? 'ok' : '**BELOW**'} | ${r.staticNotRun} | ${r.floor.toFixed(1)}%${r.floor < r.threshold ? ' (below the gate)' : ''} |`,
  );
  return [head, line, ...body].join('\n');
}

const START = '<!-- mutation-scores:start -->';
const END = '<!-- mutation-scores:end -->';

/** Where the scores table lives (between the markers): the testing docs, "Scores of the committed report". */
export const SCORES_DOC = 'docs/qa.md';

/** The scores document with the table between the markers replaced. */
export function withScoresTable(doc: string, rows: readonly FolderScore[]): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${SCORES_DOC} has no ${START} … ${END} section`);
  return `${doc.slice(0, from + START.length)}\n${formatScores(rows)}\n${doc.slice(to)}`;
}

export function readReport(path: string): MutationReport {
  return JSON.parse(readFileSync(path, 'utf8')) as MutationReport;
}

function main(): void {
  const args = process.argv.slice(2);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const write = args.indexOf('--write');
  const reports = args.filter((a, i) => !a.startsWith('--') && !(write >= 0 && i === write + 1));
  const paths =
    reports.length > 0
      ? reports
      : ['machines', 'domain', 'contracts', 'server'].map(
          (name) => `${root}reports/mutation/${name}.incremental.json`,
        );
  const merged: MutationReport = { files: {} };
  for (const path of paths) Object.assign(merged.files, readReport(path).files);
  const rows = scoreFolders(merged);
  console.log(formatScores(rows));
  if (write >= 0 && args[write + 1]) writeFileSync(args[write + 1]!, `${JSON.stringify(rows, null, 2)}\n`);
  if (args.includes('--doc')) {
    const doc = `${root}${SCORES_DOC}`;
    writeFileSync(doc, withScoresTable(readFileSync(doc, 'utf8'), rows));
  }
  const below = rows.filter((r) => !r.ok);
  if (below.length > 0) {
    console.error(
      `\nmutation: ${below.map((r) => `${r.folder} ${r.score}% (needs ${r.threshold}%)`).join(', ')} below the gate`,
    );
    process.exit(1);
  }
}

if (isMain(import.meta.url)) main();
