/**
 * Module-state check: no module-level mutable state in the composition root, src/ (the domain rules live outside
 * it, in domain/: constants by the layer check's design). What the running app remembers belongs to an instance
 * the composition root (src/app.tsx, or an entry such as src/inspector/main.tsx) creates once and hands on: a
 * service, an actor, or a closure a factory returns. A module-level value is shared by every app, test and server render in the same
 * process and outlives them, which is how the old mutable `navigation` object tied the import graph in a circle.
 *
 * Refused, at the top level of a module:
 * - `let` / `var` (a binding reassigned later);
 * - a `const` holding a Map, Set, array or object literal that the module writes to (a member assigned, updated or
 *   deleted, or a mutating method called: push, set, add, delete, clear…); one only read stays allowed (a lookup
 *   table). A WeakMap or WeakSet is allowed: it keys state by its owning instance (a side table), it holds none
 *   of its own;
 * - a write to a member of an imported binding (one module changing another's exported object).
 *
 * Run by `npm run lint`; `tests/unit/module-state.test.ts` plants each kind and checks the real tree.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { isMain } from './is-main';

export interface SourceFile {
  /** Repository-relative path with forward slashes. */
  path: string;
  source: string;
}

export interface StateViolation {
  file: string;
  line: number;
  name: string;
  rule: 'module-let' | 'module-mutable-const' | 'imported-binding-write' | 'parse-error';
  message: string;
}

/** Folders whose modules must hold no mutable state (repository-relative). */
export const STATE_SCANNED_ROOTS = ['src/'] as const;

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
const MUTABLE_CONSTRUCTORS = new Set(['Map', 'Set', 'Array']);

// A loose ESTree node: the parser's (oxc) program is ESTree with TypeScript nodes.
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';

/** Strips `as`, `satisfies`, `!` and parentheses around an expression. */
function unwrap(node: Node): Node {
  let n = node;
  while (
    ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(
      n.type,
    )
  )
    n = n.expression as Node;
  return n;
}

function isMutableValue(init: Node | null | undefined): boolean {
  if (!init) return false;
  const n = unwrap(init);
  if (n.type === 'ArrayExpression' || n.type === 'ObjectExpression') return true;
  if (n.type === 'NewExpression') {
    const callee = n.callee as Node;
    return callee.type === 'Identifier' && MUTABLE_CONSTRUCTORS.has(callee.name as string);
  }
  return false;
}

/** The identifier a member chain starts from (`a.b[c].d` → `a`). */
function rootName(node: Node): string | null {
  let n = unwrap(node);
  while (
    n.type === 'MemberExpression' ||
    n.type === 'StaticMemberExpression' ||
    n.type === 'ComputedMemberExpression'
  )
    n = unwrap(n.object as Node);
  return n.type === 'Identifier' ? (n.name as string) : null;
}

const isMember = (n: Node) =>
  n.type === 'MemberExpression' ||
  n.type === 'StaticMemberExpression' ||
  n.type === 'ComputedMemberExpression';

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (typeof value === 'object' && value !== null) walk(value, visit);
  }
}

/** The names a write lands on: a member assigned, updated, deleted, or a mutating method called on it. */
function writtenRoots(program: Node): { name: string; offset: number }[] {
  const out: { name: string; offset: number }[] = [];
  const target = (n: Node, offset: number) => {
    const t = unwrap(n);
    if (!isMember(t)) return;
    const name = rootName(t);
    if (name) out.push({ name, offset });
  };
  walk(program, (n) => {
    if (n.type === 'AssignmentExpression') target(n.left as Node, n.start);
    else if (n.type === 'UpdateExpression') target(n.argument as Node, n.start);
    else if (n.type === 'UnaryExpression' && n.operator === 'delete') target(n.argument as Node, n.start);
    else if (n.type === 'CallExpression') {
      const callee = unwrap(n.callee as Node);
      if (!isMember(callee)) return;
      const property = callee.property as Node;
      const method = callee.computed ? null : (property.name as string | undefined);
      if (method && MUTATING_METHODS.has(method)) {
        const name = rootName(callee.object as Node);
        if (name) out.push({ name, offset: n.start });
      }
      // Object.assign(x, …), Object.defineProperty(x, …)
      const object = unwrap(callee.object as Node);
      if (
        object.type === 'Identifier' &&
        object.name === 'Object' &&
        (method === 'assign' || method === 'defineProperty' || method === 'defineProperties')
      ) {
        const first = (n.arguments as Node[])[0];
        const name = first ? rootName(first) : null;
        if (name) out.push({ name, offset: n.start });
      }
    }
  });
  return out;
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

function normalizePath(path: string): string {
  return path.split(sep).join('/').replace(/^\.\//, '');
}

const isUnder = (path: string, dir: string) => path.startsWith(dir);

export function isScanned(path: string): boolean {
  const p = normalizePath(path);
  return STATE_SCANNED_ROOTS.some((d) => isUnder(p, d)) && SOURCE_FILE.test(p) && !p.endsWith('.d.ts');
}

/** Pure: the module-level mutable state of the given files (only the scanned ones are read). */
export function checkModuleState(files: readonly SourceFile[]): StateViolation[] {
  const violations: StateViolation[] = [];
  for (const file of files) {
    const path = normalizePath(file.path);
    if (!isScanned(path)) continue;
    const lang = path.endsWith('.tsx') ? 'tsx' : 'ts';
    const result = parseSync(path, file.source, { lang, sourceType: 'module' });
    if (result.errors.length > 0) {
      violations.push({
        file: path,
        line: 1,
        name: '',
        rule: 'parse-error',
        message: `cannot parse: ${result.errors[0]?.message ?? 'syntax error'}`,
      });
      continue;
    }
    const program = result.program as unknown as Node;
    const at = (offset: number) => lineOf(file.source, offset);
    const mutableConsts = new Map<string, number>();
    const imported = new Set<string>();
    for (const statement of program.body as Node[]) {
      if (statement.type === 'ImportDeclaration') {
        if (statement.importKind === 'type') continue;
        for (const s of (statement.specifiers as Node[]) ?? []) {
          if (s.importKind === 'type') continue;
          imported.add((s.local as Node).name as string);
        }
        continue;
      }
      const declaration =
        statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
          ? (statement.declaration as Node | null)
          : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const d of declaration.declarations as Node[]) {
        const id = d.id as Node;
        const name = id.type === 'Identifier' ? (id.name as string) : '(pattern)';
        if (declaration.kind === 'let' || declaration.kind === 'var') {
          violations.push({
            file: path,
            line: at(d.start),
            name,
            rule: 'module-let',
            message: `top-level \`${declaration.kind} ${name}\` is module-level mutable state: keep it in an instance the composition root creates (a factory's closure, a service, an actor)`,
          });
        } else if (id.type === 'Identifier' && isMutableValue(d.init as Node | null)) {
          mutableConsts.set(name, d.start);
        }
      }
    }
    const reported = new Set<string>();
    for (const write of writtenRoots(program)) {
      const key = `${write.name}:${write.offset}`;
      if (mutableConsts.has(write.name) && !reported.has(write.name)) {
        reported.add(write.name);
        violations.push({
          file: path,
          line: at(write.offset),
          name: write.name,
          rule: 'module-mutable-const',
          message: `top-level \`${write.name}\` (line ${at(mutableConsts.get(write.name)!)}) is written after load: module-level mutable state; keep it in an instance the composition root creates`,
        });
      } else if (imported.has(write.name) && !reported.has(key)) {
        reported.add(key);
        violations.push({
          file: path,
          line: at(write.offset),
          name: write.name,
          rule: 'imported-binding-write',
          message: `writes to the imported \`${write.name}\`: a module's exported object is not a place for run-time state; pass a service from the composition root`,
        });
      }
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function collect(dir: string, out: string[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else if (entry.isFile()) out.push(full);
  }
}

/** Reads every scanned source file of the repository at `root`. */
export function collectStateFiles(root: string): SourceFile[] {
  const paths: string[] = [];
  for (const dir of STATE_SCANNED_ROOTS) collect(join(root, dir), paths);
  return paths
    .map((full) => normalizePath(relative(root, full)))
    .filter(isScanned)
    .sort()
    .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
}

export function formatStateViolations(violations: readonly StateViolation[]): string {
  return violations.map((v) => `${v.file}:${v.line}  [${v.rule}]  ${v.message}`).join('\n');
}

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = collectStateFiles(root);
  const violations = checkModuleState(files);
  if (violations.length > 0) {
    console.error(formatStateViolations(violations));
    console.error(`\nmodule-state-check: ${violations.length} violation(s) in ${files.length} files`);
    process.exit(1);
  }
  console.log(`module-state-check: ${files.length} files, no module-level mutable state`);
}

if (isMain(import.meta.url)) main();
