/**
 * Layer check: keeps the "never imports" column of the architecture (design/architecture.md) true.
 *
 * Scans every .ts/.tsx file under machines/, ui/, api/, domain/ and server/ (every layer below the composition root,
 * src/, which imports them all and is not scanned), resolves each import
 * (static `import`, `import type`, `export … from`, and `import('…')` with a literal specifier) and
 * reports the ones that cross a layer boundary. Run by `npm run lint` after Biome; exits 1 with
 * `file:line` and the rule for every violation.
 *
 * Note on `import { type X } from '…'`: with `verbatimModuleSyntax` that statement still loads the
 * module at run time (it compiles to `import '…'`), so only `import type { X }` / `export type { X }`
 * count as type-only.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { isMain } from './is-main';

export interface SourceFile {
  /** Repository-relative path with forward slashes, e.g. `machines/account/profile/profile.machine.ts`. */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  line: number;
  column: number;
  /** The import specifier as written. */
  specifier: string;
  /** What the specifier resolved to: a repository path (`api/clients/http`) or a package name (`axios`). */
  target: string;
  /** Short rule id, e.g. `machines-no-react`. */
  rule: string;
  message: string;
}

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  /** 0-based UTF-16 offset of the statement or expression. */
  offset: number;
  kind: 'import' | 'export' | 'dynamic';
}

type Target = { kind: 'path'; path: string } | { kind: 'package'; name: string };

interface Rule {
  id: string;
  /** Files this rule applies to (repository-relative folder prefixes). */
  from: readonly string[];
  /** Returns a message when the import is forbidden. */
  check: (target: Target, ref: ImportRef) => string | null;
}

/** Packages that make a module depend on React. */
const REACT_PACKAGES = [
  'react',
  'react-dom',
  '@xstate/react',
  'react-router',
  'react-router-dom',
  'react-hook-form',
  '@hookform/resolvers',
];

/**
 * The folders below the composition root, each a layer (docs/architecture.md "The layers"). src/ is the composition
 * root: it imports every layer and is not scanned; nothing scanned may import it.
 */
export const SCANNED_ROOTS = ['machines/', 'ui/', 'api/', 'domain/', 'server/'] as const;

/** Packages the domain rules may use: they run in the browser, in the charts and in the server alike. */
export const DOMAIN_PACKAGES = ['zod', 'date-fns'] as const;

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;

function isUnder(path: string, dir: string): boolean {
  const d = dir.endsWith('/') ? dir.slice(0, -1) : dir;
  return path === d || path.startsWith(`${d}/`);
}

function isPackage(target: Target, names: readonly string[]): boolean {
  return target.kind === 'package' && names.includes(target.name);
}

function pathUnder(target: Target, dirs: readonly string[]): string | undefined {
  if (target.kind !== 'path') return undefined;
  return dirs.find((d) => isUnder(target.path, d));
}

const deny =
  (what: string, test: (t: Target) => boolean) =>
  (target: Target): string | null =>
    test(target) ? what : null;

export const RULES: readonly Rule[] = [
  {
    id: 'no-src-below-composition',
    from: SCANNED_ROOTS,
    check: (t) => {
      if (t.kind !== 'path' || !isUnder(t.path, 'src')) return null;
      return isUnder(t.path, 'src/api')
        ? 'only src/ imports src/api (the API chunk is wired by the composition root; views send events, machines call injected actors)'
        : `nothing below the composition root imports src/ (found ${t.path}): the rule or text it needs belongs in domain/, the wiring stays in src/`;
    },
  },
  {
    id: 'machines-no-react',
    from: ['machines/'],
    check: deny('machines/ must not import React (views render state; machines stay framework-free)', (t) =>
      isPackage(t, REACT_PACKAGES),
    ),
  },
  {
    id: 'machines-no-axios',
    from: ['machines/'],
    check: deny('machines/ must not import axios (side effects are injected actors)', (t) =>
      isPackage(t, ['axios']),
    ),
  },
  {
    id: 'machines-no-api-clients',
    from: ['machines/'],
    check: deny('machines/ must not import api/clients (src/ provides the real actors)', (t) =>
      Boolean(pathUnder(t, ['api/clients'])),
    ),
  },
  {
    id: 'machines-no-ui',
    from: ['machines/'],
    check: deny('machines/ must not import ui/', (t) => Boolean(pathUnder(t, ['ui']))),
  },
  {
    id: 'machines-contracts-types-only',
    from: ['machines/'],
    check: (t, ref) =>
      pathUnder(t, ['api/contracts']) && !ref.typeOnly
        ? 'machines/ may import api/contracts for types only: write `import type { … }` (a value import, even `import { type X }`, loads zod at run time)'
        : null,
  },
  {
    id: 'machines-no-server',
    from: ['machines/'],
    check: deny('machines/ must not import server/ (the sandbox backend is reached over HTTP only)', (t) =>
      Boolean(pathUnder(t, ['server'])),
    ),
  },
  {
    id: 'ui-no-axios',
    from: ['ui/'],
    check: deny('ui/ must not import axios (views send events; machines call injected actors)', (t) =>
      isPackage(t, ['axios']),
    ),
  },
  {
    id: 'ui-no-api-clients',
    from: ['ui/'],
    check: deny('ui/ must not import api/clients (views send events; src/ wires the clients)', (t) =>
      Boolean(pathUnder(t, ['api/clients'])),
    ),
  },
  {
    id: 'ui-no-server',
    from: ['ui/'],
    check: deny('ui/ must not import server/ (the sandbox backend is reached over HTTP only)', (t) =>
      Boolean(pathUnder(t, ['server'])),
    ),
  },
  {
    id: 'api-no-app-layers',
    from: ['api/'],
    check: (t) => {
      const dir = pathUnder(t, ['domain', 'machines', 'ui', 'server']);
      return dir ? `api/ must not import ${dir}/ (api/ is the bottom layer)` : null;
    },
  },
  {
    id: 'api-no-react',
    from: ['api/'],
    check: deny('api/ must not import React', (t) => isPackage(t, REACT_PACKAGES)),
  },
  {
    id: 'contracts-self-contained',
    from: ['api/contracts/'],
    check: (t) => {
      if (t.kind === 'path') {
        return isUnder(t.path, 'api/contracts')
          ? null
          : 'api/contracts may only import other api/contracts files';
      }
      return t.name === 'zod' ? null : `api/contracts may only import the zod package (found ${t.name})`;
    },
  },
  {
    id: 'domain-no-app-layers',
    from: ['domain/'],
    check: (t) => {
      const dir = pathUnder(t, ['ui', 'machines', 'api/clients', 'server']);
      return dir
        ? `domain/ must not import ${dir}/ (the domain rules are shared by every layer; of ours they import api/contracts only)`
        : null;
    },
  },
  {
    id: 'domain-no-react',
    from: ['domain/'],
    check: deny('domain/ must not import React', (t) => isPackage(t, REACT_PACKAGES)),
  },
  {
    id: 'domain-no-axios',
    from: ['domain/'],
    check: deny('domain/ must not import axios', (t) => isPackage(t, ['axios'])),
  },
  {
    id: 'domain-packages',
    from: ['domain/'],
    check: (t) =>
      t.kind === 'package' &&
      !DOMAIN_PACKAGES.includes(t.name as never) &&
      !isPackage(t, [...REACT_PACKAGES, 'axios'])
        ? `domain/ may import only the packages ${DOMAIN_PACKAGES.join(' and ')} (found ${t.name}): the rules run in the browser, the charts and the server alike`
        : null,
  },
  {
    id: 'server-no-ui',
    from: ['server/'],
    check: deny(
      'server/ must not import ui/ (the sandbox serves the built app; it never runs its views)',
      (t) => Boolean(pathUnder(t, ['ui'])),
    ),
  },
  {
    id: 'server-no-machines',
    from: ['server/'],
    check: deny(
      'server/ must not import machines/ (the server decides with its own code, domain/ and the contracts)',
      (t) => Boolean(pathUnder(t, ['machines'])),
    ),
  },
  {
    id: 'server-no-api-clients',
    from: ['server/'],
    check: deny(
      "server/ must not import api/clients (those are the browser's calls; the server answers them, with the contracts)",
      (t) => Boolean(pathUnder(t, ['api/clients'])),
    ),
  },
  {
    id: 'server-no-react',
    from: ['server/'],
    check: deny(
      'server/ must not import React (it serves the built app and its server render, dist-ssr/)',
      (t) => isPackage(t, REACT_PACKAGES),
    ),
  },
];

/** `react-dom/client` → `react-dom`, `@xstate/react/foo` → `@xstate/react`, `node:fs` → `node:fs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  if (specifier.startsWith('@') && parts.length > 1) return `${parts[0]}/${parts[1]}`;
  return parts[0] ?? specifier;
}

/** Resolves a specifier written in `fromFile` to a repository path (extension-less as written) or a package. */
export function resolveSpecifier(fromFile: string, specifier: string): Target {
  const clean = specifier.split('?')[0] ?? specifier;
  if (clean.startsWith('./') || clean.startsWith('../') || clean === '.' || clean === '..') {
    const joined = posix.normalize(posix.join(posix.dirname(fromFile), clean));
    return { kind: 'path', path: joined.replace(/\/$/, '') };
  }
  if (clean.startsWith('/')) {
    // Vite resolves root-absolute specifiers against the project root.
    return { kind: 'path', path: posix.normalize(clean.slice(1)) };
  }
  return { kind: 'package', name: packageName(clean) };
}

function literalValue(text: string): string | null {
  const t = text.trim();
  const m = /^(['"`])([^'"`$\\]*)\1$/.exec(t);
  return m ? (m[2] ?? null) : null;
}

/** Lists every import of a module. Throws when the source does not parse. */
export function listImports(path: string, source: string): ImportRef[] {
  const lang = path.endsWith('.tsx') ? 'tsx' : 'ts';
  const result = parseSync(path, source, { lang, sourceType: 'module' });
  if (result.errors.length > 0) {
    const first = result.errors[0];
    throw new Error(`cannot parse ${path}: ${first?.message ?? 'syntax error'}`);
  }
  const refs: ImportRef[] = [];
  for (const imp of result.module.staticImports) {
    const statement = source.slice(imp.start, imp.end);
    refs.push({
      specifier: imp.moduleRequest.value,
      // `import type X from`, `import type { X } from`; but `import type from './x'` is a default import named "type".
      typeOnly: /^import\s+type\s+(?!from\s*['"])(?!,)/.test(statement),
      offset: imp.start,
      kind: 'import',
    });
  }
  for (const exp of result.module.staticExports) {
    const statement = source.slice(exp.start, exp.end);
    const seen = new Set<string>();
    for (const entry of exp.entries) {
      const specifier = entry.moduleRequest?.value;
      if (!specifier || seen.has(specifier)) continue;
      seen.add(specifier);
      refs.push({
        specifier,
        typeOnly: /^export\s+type\b/.test(statement),
        offset: exp.start,
        kind: 'export',
      });
    }
  }
  for (const dyn of result.module.dynamicImports) {
    const specifier = literalValue(source.slice(dyn.moduleRequest.start, dyn.moduleRequest.end));
    if (specifier === null) continue; // computed specifier: nothing to resolve statically
    refs.push({ specifier, typeOnly: false, offset: dyn.start, kind: 'dynamic' });
  }
  return refs.sort((a, b) => a.offset - b.offset);
}

function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function normalizePath(path: string): string {
  return path.split(sep).join('/').replace(/^\.\//, '');
}

/** Pure: checks the given files (paths relative to the repository root) against the layer rules. */
export function checkLayers(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const path = normalizePath(file.path);
    const rules = RULES.filter((r) => r.from.some((dir) => isUnder(path, dir)));
    if (rules.length === 0) continue;
    let refs: ImportRef[];
    try {
      refs = listImports(path, file.source);
    } catch (error) {
      violations.push({
        file: path,
        line: 1,
        column: 1,
        specifier: '',
        target: '',
        rule: 'parse-error',
        message: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    for (const ref of refs) {
      const target = resolveSpecifier(path, ref.specifier);
      for (const rule of rules) {
        const message = rule.check(target, ref);
        if (!message) continue;
        const { line, column } = lineAndColumn(file.source, ref.offset);
        violations.push({
          file: path,
          line,
          column,
          specifier: ref.specifier,
          target: target.kind === 'path' ? target.path : target.name,
          rule: rule.id,
          message,
        });
      }
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function walk(dir: string, out: string[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // folder not created yet
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && SOURCE_FILE.test(entry.name)) out.push(full);
  }
}

/** Reads every scanned source file of the repository at `root`. */
export function collectFiles(root: string): SourceFile[] {
  const paths: string[] = [];
  for (const dir of SCANNED_ROOTS) walk(join(root, dir), paths);
  return paths.sort().map((full) => ({
    path: normalizePath(relative(root, full)),
    source: readFileSync(full, 'utf8'),
  }));
}

export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map(
      (v) => `${v.file}:${v.line}:${v.column}  [${v.rule}]  '${v.specifier}' → ${v.target}\n    ${v.message}`,
    )
    .join('\n');
}

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = collectFiles(root);
  const violations = checkLayers(files);
  if (violations.length > 0) {
    console.error(formatViolations(violations));
    console.error(`\nlayer-check: ${violations.length} violation(s) in ${files.length} files`);
    process.exit(1);
  }
  console.log(`layer-check: ${files.length} files, no layer violations`);
}

/** True when this file is the script being run (not imported by a test); symlink-safe. */

if (isMain(import.meta.url)) main();
