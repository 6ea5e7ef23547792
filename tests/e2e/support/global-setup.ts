/**
 * Vitest global setup of the e2e suite (config/vitest.e2e.config.ts):
 * 1. builds the app with `npx vite build`, unless E2E_SKIP_BUILD=1 and dist/index.html already exists;
 * 2. migrates and seeds one template data directory and names it in E2E_TEMPLATE_DATA_DIR (the workers inherit it):
 *    every e2e file's own server (./file-server.ts) starts from a copy of it, so each file has its own data, seeded
 *    once for the whole run;
 *    and provides when that seeding began and ended (./days.ts: a day seeded before midnight, read after it);
 * 3. compiles the server once (bundleServer: server/main.ts as one module in .tmp/) and provides its path: every
 *    file's server runs it with `node` instead of compiling the TypeScript again with tsx;
 * 4. on teardown, deletes the template and the bundle.
 * The server of each file and its URL (`inject('baseUrl')`, `inject('secondOrigin')`) come from ./file-server.ts.
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, bundleServer, prepareTemplateDataDir, REPO_ROOT } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This file's server, e.g. `http://localhost:41234`, no trailing slash. */
    baseUrl: string;
    /** The server's second origin (PORT+1): secure card fields and the sign-in provider stand-in. */
    secondOrigin: string;
    /** The seeded template data directory every server of the run starts from (a copy of it). */
    e2eTemplateDataDir: string;
    /** When the template's seeding began and ended (ms since the epoch): data seeded "in 10 days" counts from then. */
    e2eSeededFrom: number;
    e2eSeededTo: number;
    /** The server compiled once for the run (./server.ts bundleServer), which every file's server runs. */
    e2eServerBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = existsSync(join(REPO_ROOT, 'dist', 'index.html'));
  if (process.env.E2E_SKIP_BUILD === '1' && built) {
    console.log('[e2e] E2E_SKIP_BUILD=1: using the existing dist/');
  } else {
    if (process.env.E2E_SKIP_BUILD === '1')
      console.log('[e2e] E2E_SKIP_BUILD=1 but dist/index.html is missing: building');
    buildApp();
  }

  const started = Date.now();
  const template = await prepareTemplateDataDir();
  process.env.E2E_TEMPLATE_DATA_DIR = template;
  project.provide('e2eTemplateDataDir', template);
  project.provide('e2eSeededFrom', started);
  project.provide('e2eSeededTo', Date.now());
  console.log(`[e2e] template data directory seeded in ${Date.now() - started} ms: ${template}`);

  const bundled = Date.now();
  const bundle = await bundleServer();
  process.env.E2E_SERVER_BUNDLE = bundle;
  project.provide('e2eServerBundle', bundle);
  console.log(`[e2e] server bundled in ${Date.now() - bundled} ms: ${bundle}`);

  return async () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(dirname(bundle), { recursive: true, force: true });
  };
}
