/**
 * Vitest global setup of the e2e suite (vitest.e2e.config.ts):
 * 1. builds the app with `npx vite build`, unless E2E_SKIP_BUILD=1 and dist/index.html already exists;
 * 2. starts the real server like `npm start` on a free port with a fresh DATA_DIR and waits for /healthz;
 * 3. provides its URL to the tests: `inject('baseUrl')`;
 * 4. on teardown, stops the server's process group and deletes the data directory.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, REPO_ROOT, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. `http://localhost:41234`, no trailing slash. */
    baseUrl: string;
    /** The server's second origin (PORT+1): secure card fields and the sign-in provider stand-in. */
    secondOrigin: string;
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

  const server = await startServer();
  console.log(`[e2e] server ready at ${server.baseUrl} (pid ${server.pid}, DATA_DIR ${server.dataDir})`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('secondOrigin', server.secondOrigin);

  return async () => {
    await server.stop();
  };
}
