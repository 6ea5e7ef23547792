import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Generous budgets: the machine is shared (a second suite, other work); a test that needs more says so.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
