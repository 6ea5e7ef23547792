import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { BASE_PATHS } from './api/contracts/common';
import { inspectorBuild, inspectorRoute } from './scripts/inspector-build';
import { serverRenderBuild } from './scripts/ssr-build';
import { walletLibraryBuild } from './scripts/wallet-build';
import unitTests from './config/vitest.config';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080);
/** In `npm run dev`, the documented service paths go to the sandbox server. */
const proxy = Object.fromEntries(
  [...Object.values(BASE_PATHS), '/healthz'].map((path) => [
    path,
    { target: `http://localhost:${sandboxPort}`, changeOrigin: false },
  ]),
);

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // `npx vitest run`: Vitest reads this file (it looks for its configuration at the root only) in mode 'test'; the
  // tests' own configuration lives with the other tools' in config/ (config/vitest.config.ts). A build started from
  // inside a test (VITEST inherited) is a build: its mode is 'production'.
  if (process.env.VITEST && mode === 'test') return unitTests;
  // The statechart inspector (/__inspector): on in `npm run dev`; built (separately, scripts/inspector-build.ts)
  // only with VITE_INSPECTOR=on (the sandbox's .env); a production build without it has no inspector.
  const inspector = command === 'serve' || loadEnv(mode, process.cwd(), 'VITE_').VITE_INSPECTOR === 'on';
  // A production build is a production build even when started from a test runner (NODE_ENV=test would
  // otherwise give React's development build, StrictMode double effects included).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  // The server-render build (scripts/ssr-build.ts) is the app's code again, for Node: no follow-up builds.
  // Everything is bundled (React's production build included, whatever NODE_ENV the server runs with).
  if (isSsrBuild)
    return {
      plugins: [react()],
      define: { 'process.env.NODE_ENV': '"production"' },
      ssr: { noExternal: true },
      build: { sourcemap: false, target: 'node22' },
    };
  return {
    plugins: [
      react(),
      ...(inspector ? [inspectorRoute, inspectorBuild()] : []),
      walletLibraryBuild(),
      serverRenderBuild(),
    ],
    server: { proxy },
    build: {
      // The shopper's first load is ONE chunk: main.tsx and everything it imports statically (the group takes the
      // matched module's dependencies too). Without it rolldown 1.2 splits React, XState and the JSX runtime out of
      // the entry as soon as one more lazy route shares them (rolldown issue #10731): +3 kB gzip on every page for
      // each new area (docs/decisions/004-one-first-load-chunk.md).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'app', test: /src[\\/]main\.tsx$/ }],
          },
        },
      },
      manifest: true,
      sourcemap: false,
      target: 'es2022',
    },
  };
});
