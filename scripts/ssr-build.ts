/**
 * Builds the server's first render of the shopper pages (src/entry-server.tsx → dist-ssr/entry-server.js, an SSR
 * module the sandbox's static route imports). vite.config.ts runs it after every app build (`serverRenderBuild`
 * plugin), like the wallet library, so `npm start`, `npm run size` and the e2e setup always have it.
 */
import { spawnSync } from 'node:child_process';
import type { Plugin } from 'vite';

export const SSR_OUT_DIR = 'dist-ssr';
export const SSR_ENTRY = 'src/entry-server.tsx';

export function buildServerRender(cwd = process.cwd()): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', SSR_ENTRY, '--outDir', SSR_OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd, stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) throw new Error('server render build failed');
}

export function serverRenderBuild(): Plugin {
  return {
    name: 'server-render-build',
    apply: 'build',
    closeBundle() {
      buildServerRender();
    },
  };
}
