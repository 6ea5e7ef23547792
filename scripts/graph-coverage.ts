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

if (isMain(import.meta.url)) {
  const rows = measure();
  console.log(formatRows(rows));
  const below = rows.filter((r) => !complete(r));
  if (below.length > 0) {
    console.error(
      `\ngraph-coverage: ${below.map((r) => r.id).join(', ')} below 100% of states or transitions`,
    );
    process.exit(1);
  }
  console.log(`\ngraph-coverage: ${rows.length} machines, 100% of states and transitions`);
}
