/**
 * Global setup of generated path tests (`npm run paths:test`, scripts/paths-test.ts): with APP_URL, the `npm start`
 * already running there (checked at /healthz); otherwise a sandbox started like `npm start` (scripts/start.ts builds
 * the app first when it is missing or stale) with SANDBOX_HELPERS=on and a fresh data directory, stopped at the end.
 */
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const running = process.env.APP_URL?.replace(/\/+$/, '');
  if (running) {
    const health = await fetch(`${running}/healthz`).catch(() => null);
    if (health?.status !== 200)
      throw new Error(
        `APP_URL=${running} does not answer /healthz: start it with SANDBOX_HELPERS=on npm start, or leave APP_URL out and the runner starts one.`,
      );
    const url = new URL(running);
    project.provide('baseUrl', running);
    project.provide('secondOrigin', `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}`);
    return undefined;
  }
  // scripts/start.ts builds the app when dist/ is missing or older than its sources: give it time.
  const server = await startServer({ timeoutMs: 10 * 60_000 });
  console.log(`[paths] sandbox ready at ${server.baseUrl} (SANDBOX_HELPERS=on, DATA_DIR ${server.dataDir})`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('secondOrigin', server.secondOrigin);
  return () => server.stop();
}
