// @vitest-environment jsdom
/**
 * The React-external library build (dist-wallet/react-external/payment-wallet.js) works in a React host: the
 * built ES module, with this repository's React, renders the summary box from the service's answer and the
 * developer error for a wrong config. Runs in the end-to-end suite, after the build (`npx vite build` also
 * builds the wallet library), so the built file is always there.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { visa } from '../../machines/wallet/wallet/wallet.fixtures';
import type * as Source from '../../src/wallet/PaymentWallet';

type Props = Parameters<typeof Source.PaymentWallet>[0];

const built = resolve(process.cwd(), 'dist-wallet/react-external/payment-wallet.js');

describe('React component library build', () => {
  it('is built', () => expect(existsSync(built), `${built} is missing: run npx vite build`).toBe(true));

  it('renders with the host React: cards from the service, a developer error for a wrong config', async () => {
    const { PaymentWallet } = (await import(/* @vite-ignore */ pathToFileURL(built).href)) as typeof Source;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { payment: { cards: [visa] } } })));
    const props = {
      environment: 'LOCAL',
      authConfig: { type: 'B2C', token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} },
      runtimeOptions: { fetch },
    };
    const view = render(<PaymentWallet {...(props as Props)} />);
    // The built module loads its chunks on first use: a budget for a loaded machine.
    expect(await screen.findByText('Visa card ending in 1111', {}, { timeout: 10_000 })).toBeInTheDocument();
    view.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PaymentWallet {...({ appName: 'nope' } as unknown as Props)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('"authConfig"');
  });
});
