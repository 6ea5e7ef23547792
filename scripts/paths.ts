import { findMachine, MACHINES } from '../machines/registry';
import { formatPath, generatedPaths } from '../src/inspector/paths';
import { isMain } from './is-main';

export interface PathsResult {
  code: number;
  output: string;
}

export function runPaths(args: readonly string[]): PathsResult {
  const json = args.includes('--json');
  const simple = args.includes('--simple');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json' && a !== '--simple');
  if (unknown.length > 0) return { code: 2, output: `Unknown option ${unknown.join(', ')}` };
  const ids = args.filter((a) => !a.startsWith('--'));
  const entries = ids.length === 0 ? [...MACHINES] : ids.map((id) => findMachine(id));
  const missing = ids.filter((_, i) => !entries[i]);
  if (missing.length > 0)
    return {
      code: 2,
      output: `Unknown machine ${missing.join(', ')}. Registered: ${MACHINES.map((m) => m.id).join(', ')}`,
    };
  const generated = entries.map((entry) => generatedPaths(entry!, { simple }));
  const machines = entries.map((entry, i) => ({
    id: entry!.id,
    title: entry!.title,
    spec: entry!.spec,
    paths: generated[i]!.map((p) => ({
      number: p.number,
      kind: p.kind,
      description: p.description,
      initial: p.initial,
      steps: p.steps.map(({ step, from, event, to }) => ({ step, from, event, to })),
    })),
  }));
  if (json) return { code: 0, output: JSON.stringify({ machines }, null, 2) };
  const blocks = entries.map((entry, i) =>
    [
      `# ${entry!.id}: ${entry!.title} (${entry!.spec}), ${generated[i]!.length} paths`,
      '',
      ...generated[i]!.map((p) => `${formatPath(p)}\n`),
    ].join('\n'),
  );
  return { code: 0, output: blocks.join('\n') };
}

if (isMain(import.meta.url)) {
  const result = runPaths(process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.output);
  process.exit(result.code);
}
