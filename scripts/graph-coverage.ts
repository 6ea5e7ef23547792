import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MACHINES, type RegisteredMachine } from '../machines/registry';
import { graphCoverage } from '../src/inspector/paths';
import { isMain } from './is-main';

export interface CoverageRow {
  id: string;
  /** The generated paths replayed (the same set `npm run paths` lists, exact duplicates dropped). */
  paths: number;
  /** The fewest of them that reach every state and transition they reach together. */
  covering: number;
  states: { total: number; reached: number; missing: string[] };
  transitions: { total: number; reached: number; missing: string[] };
  error: string | null;
}

const pct = (reached: number, total: number) =>
  total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10;

export function measure(entries: readonly RegisteredMachine[] = MACHINES): CoverageRow[] {
  return entries.map((entry) => {
    try {
      const report = graphCoverage(entry);
      return {
        id: entry.id,
        paths: report.paths,
        covering: report.covering,
        states: report.states,
        transitions: report.transitions,
        error: null,
      };
    } catch (error) {
      const empty = { total: 0, reached: 0, missing: [] };
      return {
        id: entry.id,
        paths: 0,
        covering: 0,
        states: empty,
        transitions: empty,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  });
}

export const complete = (row: CoverageRow) =>
  row.error === null &&
  row.states.reached === row.states.total &&
  row.transitions.reached === row.transitions.total;

export function formatRows(rows: readonly CoverageRow[]): string {
  const head = ['machine', 'paths', 'covering', 'states', 'transitions', ''];
  const body = rows.map((r) => [
    r.id,
    String(r.paths),
    String(r.covering),
    `${r.states.reached}/${r.states.total} (${pct(r.states.reached, r.states.total)}%)`,
    `${r.transitions.reached}/${r.transitions.total} (${pct(r.transitions.reached, r.transitions.total)}%)`,
    complete(r) ? 'ok' : 'BELOW 100%',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const details = rows.flatMap((r) => [
    ...(r.error ? [`${r.id}: a generated path failed to replay: ${r.error}`] : []),
    ...r.states.missing.map((s) => `${r.id}: state not reached: ${s}`),
    ...r.transitions.missing.map((t) => `${r.id}: transition not reached: ${t}`),
  ]);
  return [line(head), ...body.map(line), ...(details.length ? ['', ...details] : [])].join('\n');
}

export const QA_DOC = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'qa.md');
const START =
  '<!-- path-counts: written by `npx tsx scripts/graph-coverage.ts --write`; npm test fails when stale -->';
const END = '<!-- /path-counts -->';

/** docs/qa.md's table of path counts, one row per registered machine, as `npm run graph-coverage` measures. */
export function countsTable(rows: readonly CoverageRow[]): string {
  return [
    '| machine | paths | covering set | states | transitions |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.id}\` | ${r.paths.toLocaleString('en-US')} | ${r.covering} | ${r.states.total} | ${r.transitions.total} |`,
    ),
  ].join('\n');
}

/** docs/qa.md with its counts block replaced (the text between the markers). */
export function withCounts(doc: string, rows: readonly CoverageRow[]): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/qa.md has no block between ${START} and ${END}`);
  return `${doc.slice(0, start + START.length)}\n${countsTable(rows)}\n${doc.slice(end)}`;
}

if (isMain(import.meta.url)) {
  const rows = measure();
  console.log(formatRows(rows));
  const doc = readFileSync(QA_DOC, 'utf8');
  const expected = withCounts(doc, rows);
  if (process.argv.includes('--write')) {
    if (expected !== doc) writeFileSync(QA_DOC, expected);
    console.log('graph-coverage: docs/qa.md counts written');
  } else if (expected !== doc) {
    console.error(
      '\ngraph-coverage: the path counts in docs/qa.md are stale: run `npx tsx scripts/graph-coverage.ts --write` and commit docs/qa.md',
    );
    process.exit(1);
  }
  const below = rows.filter((r) => !complete(r));
  if (below.length > 0) {
    console.error(
      `\ngraph-coverage: ${below.map((r) => r.id).join(', ')} below 100% of states or transitions`,
    );
    process.exit(1);
  }
  console.log(`\ngraph-coverage: ${rows.length} machines, 100% of states and transitions`);
}
