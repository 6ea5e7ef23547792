/**
 * The payment wallet's embed build in the unit tests (config/vitest.config.ts): a module imported with the `?pw-embed`
 * query, and everything it imports from this repository (and @xstate/react), is a second copy of that module
 * graph in which React is preact/compat, as config/vite.wallet.config.ts aliases it for dist-wallet/wallet-widget.js.
 * So one test file renders the wallet's views with React and mounts them through the embed entry with
 * preact/compat, in the same jsdom environment (tests/ui/wallet-harness.tsx).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { EMBED_QUERY } from './embed-query';
const MARK = `?${EMBED_QUERY}`;
const storeShim = fileURLToPath(new URL('../../src/wallet/sync-external-store.ts', import.meta.url));
/** @xstate/react's ES module (its CommonJS builds would `require('react')` past Vite). */
const xstateReact = fileURLToPath(
  new URL('../../node_modules/@xstate/react/dist/xstate-react.esm.js', import.meta.url),
);

/** The aliases of config/vite.wallet.config.ts (the library build with React aliased to preact/compat). */
const PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'use-sync-external-store/shim': storeShim,
  'use-sync-external-store/shim/index.js': storeShim,
  'use-sync-external-store/shim/with-selector': storeShim,
  'use-sync-external-store/shim/with-selector.js': storeShim,
  '@xstate/react': xstateReact,
};

const marked = (id: string) => id.endsWith(MARK);
const unmarked = (id: string) => (marked(id) ? id.slice(0, -MARK.length) : id);

export function embedGraph(): Plugin {
  return {
    name: 'wallet-embed-graph',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !marked(importer)) return null;
      const target = PREACT[source] ?? source;
      const resolved = await this.resolve(target, unmarked(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const id = resolved.id;
      // Packages stay one shared copy (preact itself included), except @xstate/react, whose `react` import
      // must become preact/compat in this graph.
      const ownCopy = !id.includes('/node_modules/') || id.includes('/node_modules/@xstate/react/');
      if (!ownCopy || id.includes('?')) return resolved;
      return { ...resolved, id: `${id}${MARK}` };
    },
  };
}
