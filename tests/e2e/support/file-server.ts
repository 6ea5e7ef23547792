/**
 * Setup file of the e2e suite (config/vitest.e2e.config.ts `setupFiles`): every e2e file gets its own server on its own
 * data, a copy of the run's seeded template (./global-setup.ts), so a file never sees what another file changed and
 * the files can run side by side. It starts before the file is collected, so `inject('baseUrl')` and
 * `inject('secondOrigin')` (read at collection time by the files, and by newPage()) name this file's server; it
 * stops after the file's last hook. A file that runs in a DOM environment (`@vitest-environment jsdom`: the wallet
 * library build rendered in React) drives no browser and gets no server.
 *
 * Vitest's `provide` is per run, not per file: the file's URLs are written into the worker's provided context (what
 * `inject` reads). Should a Vitest upgrade move it, the check below fails the file at once with this explanation.
 */
import { afterAll, inject } from 'vitest';

interface WorkerState {
  providedContext: Record<string, unknown>;
}

async function ownServer(): Promise<void> {
  const template = inject('e2eTemplateDataDir');
  // Servers a file starts itself (startServer) start from the template too, and never build: the global setup did.
  if (template) process.env.E2E_TEMPLATE_DATA_DIR = template;
  // ...and run the server compiled once for the run (./global-setup.ts), as this file's server does.
  const bundle = inject('e2eServerBundle');
  if (bundle) process.env.E2E_SERVER_BUNDLE = bundle;
  process.env.SKIP_BUILD = '1';

  // Imported here: a DOM environment cannot load it (its file URLs), and needs none of it.
  const { startServer } = await import('./server');
  const server = await startServer();
  afterAll(async () => {
    await server.stop();
  }, 30_000);

  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  if (state?.providedContext) {
    Object.assign(state.providedContext, { baseUrl: server.baseUrl, secondOrigin: server.secondOrigin });
  }
  if (inject('baseUrl') !== server.baseUrl) {
    throw new Error(
      "tests/e2e/support/file-server.ts: inject('baseUrl') does not name this file's server: Vitest's worker " +
        'state (__vitest_worker__.providedContext) has moved; update this file.',
    );
  }
}

if (typeof document === 'undefined') await ownServer();
