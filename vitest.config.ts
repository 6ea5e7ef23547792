import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { embedGraph } from './tests/support/embed-graph';

export default defineConfig({
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
});
