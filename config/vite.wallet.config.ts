/**
 * The payment wallet's library build (payment-wallet.md §1 "Two ways in"): dist-wallet/wallet-widget.js (an
 * IIFE exposing `PaymentWallet.mount`) plus wallet-widget.css, for pages with no React of their own. React is
 * aliased to preact/compat here only; the React component (src/wallet/PaymentWallet.tsx) is the same code.
 *
 *   npx vite build -c config/vite.wallet.config.ts     (vite.config.ts runs it after the app build)
 *   WALLET_LIB_REACT=external npx vite build -c config/vite.wallet.config.ts   (the React-external measurement)
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const reactExternal = process.env.WALLET_LIB_REACT === 'external';
const root = fileURLToPath(new URL('..', import.meta.url));
const storeShim = fileURLToPath(new URL('../src/wallet/sync-external-store.ts', import.meta.url));

export default defineConfig(() => {
  process.env.NODE_ENV = 'production';
  return {
    root,
    configFile: false as const,
    publicDir: false as const,
    oxc: { jsx: { runtime: 'automatic' as const, importSource: reactExternal ? 'react' : 'preact' } },
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: {
      alias: [
        // ESM stand-ins for the CommonJS shims @xstate/react imports (they would `require('react')`).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: storeShim },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: storeShim },
        ...(reactExternal
          ? []
          : [
              { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
              { find: /^react-dom$/, replacement: 'preact/compat' },
              { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
              { find: /^react$/, replacement: 'preact/compat' },
            ]),
      ],
    },
    build: {
      outDir: reactExternal ? 'dist-wallet/react-external' : 'dist-wallet',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      minify: true,
      cssCodeSplit: false,
      lib: reactExternal
        ? {
            entry: 'src/wallet/PaymentWallet.tsx',
            formats: ['es' as const],
            fileName: () => 'payment-wallet.js',
            cssFileName: 'wallet-widget',
          }
        : {
            entry: 'src/wallet/embed.tsx',
            name: 'PaymentWallet',
            formats: ['iife' as const],
            fileName: () => 'wallet-widget.js',
            cssFileName: 'wallet-widget',
          },
      // The ES build is minified fully, as a host's production bundler would (Vite keeps whitespace in lib ES
      // output), comments included: the `/* @__PURE__ */` marks of the JSX calls only matter to a bundler that
      // tree-shakes this file, and a host's bundler reads the widget as already minified.
      rolldownOptions: reactExternal
        ? { external: [/^react($|\/)/, /^react-dom($|\/)/], output: { minify: true, comments: false } }
        : {},
    },
  };
});
