import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first (seconds each in a clean-clone CI run, 2026-11-28), so that two workers end together
 * instead of one running a long file alone at the end (a fresh clone has no timing cache to sort by). A file not
 * named here runs after these, in Vitest's own order. Update the list when a file's time changes much.
 */
export const E2E_LONGEST_FIRST = [
  'inspector.e2e.ts', // 283 s
  'paths-generated.e2e.ts', // 174 s
  'wallet-host.e2e.ts', // 150 s
  'rx-records.e2e.ts', // 128 s
  'crawl.e2e.ts', // 119 s
  'rx-shell.e2e.ts', // 111 s
  'signin.e2e.ts', // 93 s
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = E2E_LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at === -1 ? E2E_LONGEST_FIRST.length : at;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

// End-to-end suite: the built app served by the real server, driven by the system Chromium.
// Run with `npx vitest run --config config/vitest.e2e.config.ts` (E2E_SKIP_BUILD=1 reuses dist/).
// Each file has its own server and data (tests/e2e/support/file-server.ts), so files run side by side: two at a time
// (one per core of the CI machine; E2E_WORKERS changes it).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts', './tests/e2e/support/file-server.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Generous budgets: the machine is shared (a second suite, other work); a test that needs more says so.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
