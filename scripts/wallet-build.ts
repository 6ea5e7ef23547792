/**
 * Builds the payment wallet's library (dist-wallet/: the plain-HTML embed with preact/compat, and
 * dist-wallet/react-external/: the React component with React external). vite.config.ts runs it after every
 * app build (`walletLibraryBuild` plugin), so `npm start`, `npm run size` and the e2e setup always have it.
 */
import { spawnSync } from 'node:child_process';
import type { Plugin } from 'vite';

export function buildWalletLibrary(cwd = process.cwd()): void {
  for (const variant of ['embed', 'external'] as const) {
    const result = spawnSync(
      'npx',
      ['vite', 'build', '-c', 'config/vite.wallet.config.ts', '--logLevel', 'warn'],
      {
        cwd,
        stdio: 'inherit',
        env: { ...process.env, WALLET_LIB_REACT: variant === 'external' ? 'external' : '' },
      },
    );
    if (result.status !== 0) throw new Error(`wallet library build (${variant}) failed`);
  }
}

export function walletLibraryBuild(): Plugin {
  return {
    name: 'wallet-library-build',
    apply: 'build',
    closeBundle() {
      if (process.env.WALLET_LIB_SKIP === '1') return;
      buildWalletLibrary();
    },
  };
}
