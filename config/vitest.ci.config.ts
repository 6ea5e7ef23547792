/**
 * The unit, model, view and contract tests as `npm test` and `npm run test:unit` run them: the same files and options
 * as config/vitest.config.ts, in three projects.
 *
 * - `shared-modules`: the files in the node environment (`// @vitest-environment node` in their first lines) that
 *   replace no module and no global (no `vi.mock`, `vi.doMock`, `vi.resetModules`, `vi.stubGlobal`, `vi.stubEnv`).
 *   They run without isolation: a worker imports the product's modules once for all of them, instead of once per
 *   file (the import was most of each small file's time). Nothing in the product keeps module-level state
 *   (scripts/module-state-check.ts, run by the lint), so a file cannot see what another changed.
 * - `shared-dom`: the files in the DOM (jsdom) environment that replace no module and no global, also without
 *   isolation. A worker's files then share one document, so tests/setup.ts starts each file on a fresh one
 *   (tests/support/fresh-document.ts: empty, at jsdom's first address, no storage, no cookies) and registers Testing
 *   Library's cleanup per file (Testing Library registers its own only once a worker when modules are shared).
 *   React, the router and the app's modules load once a worker.
 * - `isolated`: every other file, each with its own module graph as before: the files that mock a module, which only
 *   works when no earlier file loaded it, and those that stub a global or the environment.
 *
 * `npx vitest run <file>` (the root's vite.config.ts: config/vitest.config.ts) still runs any file isolated, and so
 * do the mutation runs. tests/unit/vitest-ci-config.test.ts checks the split.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

const ROOT = base.root as string;

/** config/vitest.config.ts's `include` as one pattern (tests/unit/vitest-ci-config.test.ts holds it to Vitest's own list). */
const TEST_FILE = /^tests\/(?:unit|model|ui)\/.+\.test\.tsx?$|^tests\/contract\/.+\.test\.ts$/;

/** What makes a file need its own module graph even in the node environment. */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\b/;

const NODE_ENVIRONMENT = /^\s*(?:\/\/|\/?\*)\s*@vitest-environment node\b/m;

/** An environment other than the DOM default named anywhere in a file. */
const OTHER_ENVIRONMENT = /@vitest-environment\s+(?!jsdom\b)\S/;

/** Every test file of the unit run, repository-relative with forward slashes, sorted. */
export function unitTestFiles(root = ROOT): string[] {
  return readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((path) => `tests/${path.split(sep).join('/')}`)
    .filter((path) => TEST_FILE.test(path))
    .sort();
}

/** Whether a test file may share its worker's modules with other files (see above). */
export function sharesModules(source: string): boolean {
  const head = source.slice(0, 600);
  return NODE_ENVIRONMENT.test(head) && !REPLACES_MODULES.test(source);
}

/** Whether a DOM test file may share its worker's modules with other DOM files (see above). */
export function sharesDocumentModules(source: string): boolean {
  return !OTHER_ENVIRONMENT.test(source) && !REPLACES_MODULES.test(source);
}

export function sharedModuleFiles(root = ROOT): string[] {
  return unitTestFiles(root).filter((path) => sharesModules(readFileSync(join(root, path), 'utf8')));
}

export function sharedDocumentFiles(root = ROOT): string[] {
  return unitTestFiles(root).filter((path) => sharesDocumentModules(readFileSync(join(root, path), 'utf8')));
}

const shared = sharedModuleFiles();
const sharedDom = sharedDocumentFiles();
const { include: _all, ...options } = base.test ?? {};

/** A project is the base configuration with its own files (`extends: true` would append, not replace, them). */
const project = (name: string, test: NonNullable<typeof base.test>) => ({
  root: ROOT,
  plugins: base.plugins,
  test: { ...options, ...test, name },
});

export default defineConfig({
  root: ROOT,
  test: {
    maxWorkers: options.maxWorkers,
    projects: [
      project('shared-modules', { include: shared, isolate: false }),
      project('shared-dom', { include: sharedDom, isolate: false }),
      project('isolated', {
        include: base.test?.include,
        exclude: ['**/node_modules/**', ...shared, ...sharedDom],
      }),
    ],
  },
});
