/**
 * The unit, model, view and contract tests. `npx vitest run [file…]` reads the root's vite.config.ts, which hands
 * Vitest this configuration (Vitest looks for its configuration at the root only); the mutation runs' configurations
 * in this folder extend it. No run-time import of Vitest here: vite.config.ts loads this file for `vite build` too,
 * where only the production dependencies may be installed.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';
import { embedGraph } from '../tests/support/embed-graph';

const config: ViteUserConfig = {
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), embedGraph()],
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/model/**/*.test.{ts,tsx}',
      'tests/ui/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.ts',
    ],
    // @xstate/react runs through Vite so that the embed's copy of it (tests/support/embed-graph.ts) gets preact.
    server: { deps: { inline: ['@xstate/react'] } },
    // Two files at a time (one per core of the CI machine; VITEST_WORKERS changes it). Budgets for a shared, loaded
    // machine: a test that needs more says so itself.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
};

export default config;
