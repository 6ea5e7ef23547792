/**
 * Builds the statechart inspector (/__inspector: __inspector/index.html and src/inspector/) as a second,
 * separate Vite build into the same outDir, after the app's build. Kept apart so that it shares no chunk with
 * the shopper's app (a shared chunk would change the app's first load). vite.config.ts adds this plugin only
 * when the inspector is on (VITE_INSPECTOR=on, as in the sandbox's .env); a production build without it has no
 * inspector at all.
 */
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

export const INSPECTOR_HTML = '__inspector/index.html';

export function inspectorBuild(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'inspector-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: false,
        mode,
        logLevel: 'warn',
        plugins: [react()],
        // The layout and path workers (src/inspector/*.worker.ts) are module workers: files of this build.
        worker: { format: 'es' },
        build: {
          outDir,
          emptyOutDir: false,
          manifest: false,
          sourcemap: false,
          target: 'es2022',
          chunkSizeWarningLimit: 2000, // elkjs is large; the inspector is a tool page, never a shopper's load
          rollupOptions: { input: { inspector: INSPECTOR_HTML } },
        },
      });
    },
  };
}

/** `npm run dev`: `/__inspector` serves the inspector's HTML entry (Vite serves it as a page of its own). */
export const inspectorRoute: Plugin = {
  name: 'inspector-route',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/__inspector' || req.url?.startsWith('/__inspector?')) req.url = `/${INSPECTOR_HTML}`;
      next();
    });
  },
};
