import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
