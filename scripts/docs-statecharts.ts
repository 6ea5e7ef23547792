/**
 * `npm run docs:statecharts`: writes docs/statecharts/<machineId>.md for every registered machine
 * (machines/registry.ts: a Mermaid stateDiagram-v2, tables of states, transitions, events, guards and delays,
 * the spec section), docs/statecharts/README.md (the index) and the flow collector's vocabulary
 * (server/routes/flows.vocabulary.json: each chart's state, event and transition names, the only words the
 * collector stores). `--check` writes nothing and exits 1 when a file is missing, different or left over from a
 * machine no longer registered (`npm test` runs it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MACHINES, type RegisteredMachine } from '../machines/registry';
import { chartVocabulary } from '../src/flowReport';
import { statechartIndex, statechartMarkdown } from '../src/inspector/markdown';
import { isMain } from './is-main';

export const DOCS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'statecharts');
export const VOCABULARY_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'server',
  'routes',
  'flows.vocabulary.json',
);

/** The flow collector's vocabulary file as it should be: per registered machine, its own names. */
export function expectedVocabulary(entries: readonly RegisteredMachine[] = MACHINES): string {
  const vocabulary = Object.fromEntries(
    entries.map((e) => [
      e.id,
      chartVocabulary(e.machine.root as unknown as Parameters<typeof chartVocabulary>[0]),
    ]),
  );
  return `${JSON.stringify(vocabulary, null, 2)}\n`;
}

/** Problems with the vocabulary file (empty when up to date). */
export function staleVocabulary(file = VOCABULARY_FILE, expected = expectedVocabulary()): string[] {
  if (!existsSync(file)) return ['server/routes/flows.vocabulary.json is missing'];
  return readFileSync(file, 'utf8') === expected
    ? []
    : ['server/routes/flows.vocabulary.json is out of date'];
}

/** File name → content, as they should be. */
export function expectedDocs(entries: readonly RegisteredMachine[] = MACHINES): Map<string, string> {
  const files = new Map(entries.map((e) => [`${e.id}.md`, statechartMarkdown(e)]));
  files.set('README.md', statechartIndex(entries));
  return files;
}

/** Problems with the files in `dir` (empty when up to date). */
export function staleDocs(dir: string, expected = expectedDocs()): string[] {
  const problems: string[] = [];
  for (const [name, content] of expected) {
    const file = join(dir, name);
    if (!existsSync(file)) problems.push(`${name} is missing`);
    else if (readFileSync(file, 'utf8') !== content) problems.push(`${name} is out of date`);
  }
  if (existsSync(dir))
    for (const name of readdirSync(dir))
      if (name.endsWith('.md') && !expected.has(name)) problems.push(`${name} is not a registered machine`);
  return problems;
}

export function writeDocs(dir: string, expected = expectedDocs()): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, content] of expected) {
    const file = join(dir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    writeFileSync(file, content);
    written.push(name);
  }
  for (const name of readdirSync(dir))
    if (name.endsWith('.md') && !expected.has(name)) {
      unlinkSync(join(dir, name));
      written.push(`${name} (removed)`);
    }
  return written;
}

if (isMain(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = [...staleDocs(DOCS_DIR), ...staleVocabulary()];
    if (problems.length > 0) {
      console.error(
        `docs/statecharts is stale:\n${problems.map((p) => `  - ${p}`).join('\n')}\nRun \`npm run docs:statecharts\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`docs/statecharts: ${MACHINES.length} machines, up to date`);
  } else {
    const written = writeDocs(DOCS_DIR);
    if (staleVocabulary().length > 0) {
      writeFileSync(VOCABULARY_FILE, expectedVocabulary());
      written.push('server/routes/flows.vocabulary.json');
    }
    console.log(
      written.length ? `docs/statecharts: wrote ${written.join(', ')}` : 'docs/statecharts: up to date',
    );
  }
}
