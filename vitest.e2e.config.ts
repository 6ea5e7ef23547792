import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// End-to-end suite: the built app served by the real server, driven by the system Chromium.
// Run with `npx vitest run --config vitest.e2e.config.ts` (E2E_SKIP_BUILD=1 reuses dist/).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
