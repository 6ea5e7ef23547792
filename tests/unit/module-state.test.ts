// @vitest-environment node
/** No module-level mutable state in src/ (scripts/module-state-check.ts): each kind planted is refused. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkModuleState,
  collectStateFiles,
  formatStateViolations,
  type SourceFile,
} from '../../scripts/module-state-check';

const rulesOf = (files: SourceFile[]) => checkModuleState(files).map((v) => [v.file, v.line, v.rule, v.name]);

describe('module-state check', () => {
  it('refuses a top-level let or var, exported or not', () => {
    expect(
      rulesOf([
        {
          path: 'src/analytics.ts',
          source: "import type { Sink } from './x';\nlet sinks: Sink[] = [];\nexport var count = 0;\n",
        },
      ]),
    ).toEqual([
      ['src/analytics.ts', 2, 'module-let', 'sinks'],
      ['src/analytics.ts', 3, 'module-let', 'count'],
    ]);
  });

  it('refuses a top-level Map, Set, array or object the module writes to', () => {
    const source = [
      'const pending = new Map<number, string>();',
      'const seen = new Set<string>();',
      'const queue: string[] = [];',
      'export const navigation = { go: (to: string) => {} };',
      'export function wire(go: (to: string) => void, id: number) {',
      "  pending.set(id, 'x');",
      "  seen.add('x');",
      "  queue.push('x');",
      '  navigation.go = go;',
      '}',
    ].join('\n');
    expect(rulesOf([{ path: 'src/inspector/client.ts', source }])).toEqual([
      ['src/inspector/client.ts', 6, 'module-mutable-const', 'pending'],
      ['src/inspector/client.ts', 7, 'module-mutable-const', 'seen'],
      ['src/inspector/client.ts', 8, 'module-mutable-const', 'queue'],
      ['src/inspector/client.ts', 9, 'module-mutable-const', 'navigation'],
    ]);
  });

  it('refuses a counter kept in an object and a member deleted or assigned through Object.assign', () => {
    const source = [
      'const state = { n: 0 };',
      'const table: Record<string, number> = {};',
      'const options = { a: 1 } as { a?: number };',
      'export const next = () => ++state.n;',
      "export const drop = () => delete table['x'];",
      'export const reset = () => Object.assign(options, { a: 2 });',
    ].join('\n');
    expect(rulesOf([{ path: 'src/wallet/secureTokenize.ts', source }]).map((r) => r[3])).toEqual([
      'state',
      'table',
      'options',
    ]);
  });

  it('refuses a write to another module’s exported object', () => {
    const source = [
      "import { navigation } from '../app';",
      "import * as analytics from '../analytics';",
      'export function attach(go: (to: string) => void) {',
      '  navigation.go = go;',
      '  analytics.sinks.push(go);',
      '}',
    ].join('\n');
    expect(rulesOf([{ path: 'src/rx/services.ts', source }])).toEqual([
      ['src/rx/services.ts', 4, 'imported-binding-write', 'navigation'],
      ['src/rx/services.ts', 5, 'imported-binding-write', 'analytics'],
    ]);
  });

  it('allows constants, read-only tables, WeakMap side tables, state inside a factory, and domain/', () => {
    const source = [
      "import { api } from './api';",
      "const NET_BANNERS = new Set(['harborfresh']);",
      'const TITLES = { faq: "FAQ" } as const;',
      'const cache = new WeakMap<object, number>();',
      'export const isNet = (b: string) => NET_BANNERS.has(b) && TITLES.faq.length > 0;',
      'export function remember(owner: object) { cache.set(owner, 1); }',
      'export function createCounter() {',
      '  let n = 0;',
      '  const seen = new Set<number>();',
      '  return () => { seen.add(++n); return api.http; };',
      '}',
    ].join('\n');
    expect(
      rulesOf([
        { path: 'src/ok.ts', source },
        { path: 'domain/rules.ts', source: 'let fixed = 1;\nexport const rule = () => fixed;' },
        { path: 'ui/kit/Spinner.tsx', source: 'let outOfScope = 1;' },
      ]),
    ).toEqual([]);
  });

  it('names the file, line and rule of what it refuses', () => {
    const text = formatStateViolations(
      checkModuleState([{ path: 'src/main.tsx', source: 'const a = 1;\nlet root = null;\n' }]),
    );
    expect(text).toContain('src/main.tsx:2  [module-let]');
    expect(text).toContain('`let root`');
  });

  it('the repository has no module-level mutable state in src/', { timeout: 60_000 }, () => {
    const files = collectStateFiles(fileURLToPath(new URL('../..', import.meta.url)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.path === 'src/app.tsx')).toBe(true);
    expect(files.some((f) => f.path.startsWith('domain/'))).toBe(false);
    expect(formatStateViolations(checkModuleState(files))).toBe('');
  });
});
