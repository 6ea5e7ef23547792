/** `npm run paths`: the generated paths of the registered statecharts as test cases (docs/qa.md). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findMachine, MACHINES, type RegisteredMachine } from '../machines/registry';
import { formatPath, type GeneratedPath, type PathListing, pathListing } from '../src/inspector/paths';
import { SIMPLE_PATHS_COUNTED, SIMPLE_PATHS_KEPT } from '../tests/model/graph';
import { isMain } from './is-main';
import { playwrightFile } from './paths-e2e';

export const HELP = `Usage: npm run paths -- [machineId ...] [options]

The paths generated from each registered statechart (machines/registry.ts), as test cases: every step is a
tester's action or an outside event in words, followed by what the screen shows. Without a machine id, every
machine. Counts are explained once in docs/qa.md ("How many paths").

Options:
  --cover           only the covering set: the fewest paths that still reach every state and transition
  --simple          add the simple paths (paths that visit no state twice); at most ${SIMPLE_PATHS_KEPT.toLocaleString('en-US')} are listed
                    per machine and counting stops at ${SIMPLE_PATHS_COUNTED.toLocaleString('en-US')} (the output says so)
  --json            one JSON document (for a test-management tool)
  --gherkin         a Gherkin feature (Scenario per path: When <action> / Then <expected>); with several
                    machines --out names a folder that gets one <machineId>.feature each
  --playwright      end-to-end tests to run as they are (npm run paths:test -- FILE): one test per path the
                    chart's browser driver can walk (signIn, rxCheckout), acting through the page's controls and
                    checking what each state shows; the others are it.todo with what they need (docs/qa.md)
  --out FILE        write to FILE instead of standard output (use it with --json, --gherkin or
                    --playwright under npm run, whose banner would otherwise precede the document)
  --help            this text

Examples:
  npm run paths -- signIn
  npm run paths -- signIn --gherkin --out signIn.feature
  npm run paths -- profile --json --out profile-paths.json
  npm run paths -- signIn --cover --playwright --out signIn.paths.ts
  npm run paths:test -- signIn.paths.ts`;

export interface PathsResult {
  code: number;
  /** What goes to standard output (or to --out). */
  output: string;
  /** Notes for standard error (caps reached, where the file went). */
  notes: string[];
  /** The file written, when --out was given. */
  file?: string;
}

type Format = 'text' | 'json' | 'gherkin' | 'playwright';
const FLAGS = ['--cover', '--simple', '--json', '--gherkin', '--playwright', '--help', '-h'];

export interface RunContext {
  /** True when standard output is a terminal. */
  tty: boolean;
  env: Record<string, string | undefined>;
}

const fail = (output: string): PathsResult => ({ code: 2, output, notes: [] });

export function runPaths(
  args: readonly string[],
  context: RunContext = { tty: true, env: {} },
  write: (file: string, text: string) => void = (file, text) => writeFileSync(file, text),
): PathsResult {
  if (args.includes('--help') || args.includes('-h')) return { code: 0, output: HELP, notes: [] };
  const rest = [...args];
  let out: string | undefined;
  const outAt = rest.indexOf('--out');
  if (outAt !== -1) {
    out = rest[outAt + 1];
    if (!out || out.startsWith('--'))
      return fail(`--out needs a file name, e.g. --out paths.json\n\n${HELP}`);
    rest.splice(outAt, 2);
  }
  const unknown = rest.filter((a) => a.startsWith('-') && !FLAGS.includes(a));
  if (unknown.length > 0) return fail(`Unknown option ${unknown.join(', ')}\n\n${HELP}`);
  const formats = (['json', 'gherkin', 'playwright'] as const).filter((f) => rest.includes(`--${f}`));
  if (formats.length > 1)
    return fail(`Choose one of --json, --gherkin, --playwright (got ${formats.join(', ')})`);
  const format: Format = formats[0] ?? 'text';
  const ids = rest.filter((a) => !a.startsWith('-'));
  const entries = ids.length === 0 ? [...MACHINES] : ids.map((id) => findMachine(id));
  const missing = ids.filter((_, i) => !entries[i]);
  if (missing.length > 0)
    return fail(`Unknown machine ${missing.join(', ')}. Registered: ${MACHINES.map((m) => m.id).join(', ')}`);
  // npm run prints its banner on standard output: a document piped from it would not parse.
  if (
    format !== 'text' &&
    !out &&
    !context.tty &&
    context.env.npm_lifecycle_event !== undefined &&
    context.env.npm_config_loglevel !== 'silent'
  )
    return fail(
      `npm run writes its own banner to standard output, so this ${format} would not be valid: add --out FILE (or run npm run --silent paths -- …).`,
    );

  const cover = rest.includes('--cover');
  const simple = rest.includes('--simple') ? true : undefined;
  const notes: string[] = [];
  const listings = (entries as RegisteredMachine[]).map((entry) => {
    const listing = pathListing(entry, { simple, states: format === 'playwright' });
    if (listing.simple && !listing.simple.complete)
      notes.push(
        `${entry.id}: at least ${listing.simple.found.toLocaleString('en-US')} simple paths (counting stopped there); the first ${listing.simple.kept.toLocaleString('en-US')} are listed. Use the covering set (--cover) or narrow the machine's fixtures.`,
      );
    const paths = cover ? listing.paths.filter((p) => p.covering) : listing.paths;
    return { entry, listing, paths };
  });

  const output =
    format === 'json'
      ? JSON.stringify({ machines: listings.map((l) => jsonMachine(l.entry, l.listing, l.paths)) }, null, 2)
      : format === 'gherkin'
        ? listings.map((l) => gherkin(l.entry, l.listing, l.paths)).join('\n')
        : format === 'playwright'
          ? playwrightFile(listings, { out, command: `npm run paths -- ${args.join(' ')}` })
          : listings.map((l) => textMachine(l.entry, l.listing, l.paths)).join('\n');
  if (format === 'gherkin' && listings.length > 1) {
    if (!out)
      return fail(
        'A Gherkin file holds one feature: name one machine, or give --out FOLDER for one file per machine.',
      );
    mkdirSync(out, { recursive: true });
    for (const l of listings)
      write(join(out, `${l.entry.id}.feature`), `${gherkin(l.entry, l.listing, l.paths)}\n`);
    notes.push(`wrote ${listings.length} features to ${out}/`);
    return { code: 0, output: '', notes, file: out };
  }
  if (out) {
    write(out, `${output}\n`);
    notes.push(`wrote ${out}`);
    return { code: 0, output: '', notes, file: out };
  }
  return { code: 0, output, notes };
}

/** "131 paths (14 shortest, 117 edge), 28 in the covering set" */
function counts(listing: PathListing, shown: number): string {
  const kinds = (Object.entries(listing.kinds) as [string, number][])
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const total = listing.paths.length;
  const dropped = [
    ...(listing.duplicates ? [`${listing.duplicates} exact duplicates dropped`] : []),
    ...(listing.unreplayable ? [`${listing.unreplayable} simple paths that do not replay left out`] : []),
  ];
  return `${total} ${total === 1 ? 'path' : 'paths'} (${kinds || 'none'}${dropped.length ? `; ${dropped.join('; ')}` : ''}), ${listing.covering} in the covering set${shown !== total ? `; ${shown} shown` : ''}`;
}

function groups(paths: readonly GeneratedPath[]): [string, GeneratedPath[]][] {
  const byEnd = new Map<string, GeneratedPath[]>();
  for (const p of paths) byEnd.set(p.end, [...(byEnd.get(p.end) ?? []), p]);
  return [...byEnd];
}

function textMachine(entry: RegisteredMachine, listing: PathListing, paths: GeneratedPath[]): string {
  const lines = [
    `# ${entry.id}: ${entry.title} (${entry.spec})`,
    `${counts(listing, paths.length)}; * marks the covering set.`,
    '',
  ];
  for (const [end, list] of groups(paths)) {
    lines.push(`## Ends in ${end}: ${list[0]!.endText}`, '');
    for (const p of list) lines.push(formatPath(p), '');
  }
  return lines.join('\n');
}

function jsonMachine(entry: RegisteredMachine, listing: PathListing, paths: GeneratedPath[]) {
  return {
    id: entry.id,
    title: entry.title,
    spec: entry.spec,
    counts: {
      paths: listing.paths.length,
      ...listing.kinds,
      duplicatesDropped: listing.duplicates,
      unreplayableDropped: listing.unreplayable,
      covering: listing.covering,
      /** With --simple: how many simple paths the graph has (at least, when not complete) and how many were kept. */
      simpleSearch: listing.simple,
    },
    paths: paths.map((p) => ({
      number: p.number,
      id: p.id,
      name: p.name,
      kind: p.kind,
      covering: p.covering,
      description: p.description,
      initial: p.initial,
      initialText: p.initialText,
      end: p.end,
      endText: p.endText,
      steps: p.steps.map(({ step, from, event, to, action, expect, described }) => ({
        step,
        action,
        expect,
        from,
        event,
        to,
        described,
      })),
    })),
  };
}

/** Gherkin text: one line, no leading keyword look-alikes or table/docstring markers. */
const g = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[|#@"]+/, '')
    .trim();

function gherkin(entry: RegisteredMachine, listing: PathListing, paths: GeneratedPath[]): string {
  const lines = [
    `# Generated by npm run paths from machines/registry.ts (${entry.id}); do not edit, regenerate.`,
    `Feature: ${g(entry.title)} (${entry.id})`,
    `  ${g(entry.spec)}`,
    `  ${g(counts(listing, paths.length))}.`,
    '',
  ];
  for (const [end, list] of groups(paths)) {
    lines.push(`  Rule: ends in ${g(end)}`, '');
    for (const p of list) {
      lines.push(`    @${p.id}${p.covering ? ' @covering' : ''} @${p.kind}`);
      lines.push(`    Scenario: ${g(p.name)} (path ${p.number})`);
      lines.push(`      Given the screen shows: ${g(p.initialText)}`);
      for (const s of p.steps) {
        lines.push(`      When ${g(s.action)}`);
        lines.push(`      Then the screen shows: ${g(s.expect)}`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const result = runPaths(process.argv.slice(2), { tty: Boolean(process.stdout.isTTY), env: process.env });
  if (result.output) (result.code === 0 ? console.log : console.error)(result.output);
  for (const note of result.notes) console.error(`paths: ${note}`);
  process.exit(result.code);
}
