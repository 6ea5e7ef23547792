import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BASE_PATHS } from './api/contracts/common';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080);
/** In `npm run dev`, the documented service paths go to the sandbox server. */
const proxy = Object.fromEntries(
  [...Object.values(BASE_PATHS), '/healthz'].map((path) => [
    path,
    { target: `http://localhost:${sandboxPort}`, changeOrigin: false },
  ]),
);

export default defineConfig(({ command, mode }) => {
  // A production build is a production build even when started from a test runner (NODE_ENV=test would
  // otherwise give React's development build, StrictMode double effects included).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    server: { proxy },
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
    },
  };
});
