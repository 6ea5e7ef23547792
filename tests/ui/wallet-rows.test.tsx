/** Card rows of the summary box and the flyout's list show the card's icon (payment-wallet.md §7 "Card icon
 *  images come from a manage-payment path, chosen by brand and card subtype"): decorative (alt=""), so the
 *  rows' accessible names stay the card names, in a fixed box, from the payments host given to the widget. */
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Card } from '../../api/contracts/wallet';
import { myWalletInput, shopperWallet, walletInput } from '../../machines/wallet/wallet/wallet.fixtures';
import { type WalletInput, walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import { WALLET_LABELS as L } from '../../domain/wallet/labels';
import { CardIconBase } from '../../ui/wallet/CardIcon';
import { Flyout } from '../../ui/wallet/Flyout';
import { SummaryBox } from '../../ui/wallet/SummaryBox';

const ICONS = '/manage-payment/images/cards';
const secure = { url: () => 'about:blank', register: () => {} };

async function renderWallet(input: WalletInput, cards: Card[], base?: string) {
  const actor = createActor(
    walletMachine.provide({ actors: { fetchCards: fromPromise(async () => cards) } }),
    {
      input: { ...input, isInitialized: true },
    },
  );
  const view = (
    <>
      <SummaryBox actor={actor} ui={{}} />
      <Flyout actor={actor} secure={secure} />
    </>
  );
  render(base === undefined ? view : <CardIconBase.Provider value={base}>{view}</CardIconBase.Provider>);
  await act(async () => {
    actor.start();
  });
  return actor;
}

/** The icon of the row naming `name` (the row's <li>), with what a screen reader gets from it. */
function iconOf(root: HTMLElement, name: string) {
  const row = within(root).getByText(name).closest('li')!;
  const icons = row.querySelectorAll('img');
  expect(icons).toHaveLength(1);
  return icons[0]!;
}

describe('card icons on card rows', () => {
  it('summary box and checkout list: one decorative icon per row, chosen by brand and subtype', async () => {
    const actor = await renderWallet(walletInput, shopperWallet);
    const summary = screen.getByRole('region', { name: L.summaryTitle });
    expect(iconOf(summary, 'Visa card ending in 1111').getAttribute('src')).toBe(`${ICONS}/visa-credit.svg`);
    expect(iconOf(summary, 'SNAP EBT card ending in 0001').getAttribute('src')).toBe(`${ICONS}/snap-ebt.svg`);

    await act(async () => {
      actor.send({ type: 'wallet.open' });
    });
    const list = screen.getByRole('dialog', { name: L.selectPayment });
    const expected = {
      'Visa card ending in 1111': 'visa-credit',
      'Mastercard ending in 5100': 'mastercard-debit',
      'SNAP EBT card ending in 0001': 'snap-ebt',
      'Gift card ending in 4321': 'gift',
      'Gift card ending in 4322': 'gift',
    };
    for (const [name, icon] of Object.entries(expected)) {
      const img = iconOf(list, name);
      expect(img.getAttribute('src')).toBe(`${ICONS}/${icon}.svg`);
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '32');
      expect(img).toHaveAttribute('height', '20');
      expect(img).toHaveClass('pw-card__icon');
    }
    // Decorative: the controls keep the card names as their accessible names.
    expect(within(list).getByRole('radio', { name: 'Visa card ending in 1111' })).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Gift card ending in 4321' })).toBeInTheDocument();
    expect(within(list).queryAllByRole('img')).toHaveLength(0);
  });

  it('My Wallet rows too, from the payments host the widget is given', async () => {
    const actor = await renderWallet(myWalletInput, shopperWallet, 'https://pay-stage.freshway.com');
    await act(async () => {
      actor.send({ type: 'wallet.open' });
    });
    const list = screen.getByRole('dialog', { name: L.wallet });
    expect(iconOf(list, 'Visa card ending in 1111').getAttribute('src')).toBe(
      `https://pay-stage.freshway.com${ICONS}/visa-credit.svg`,
    );
    expect(iconOf(list, 'Gift card ending in 4321').getAttribute('src')).toBe(
      `https://pay-stage.freshway.com${ICONS}/gift.svg`,
    );
  });
});
