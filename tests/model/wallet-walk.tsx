/**
 * The wallet chart's generated paths walked in the widget's views (summary box + flyout), payment-wallet.md §2,
 * §4, once per build (tests/ui/wallet-harness.tsx): wallet.ui.test.tsx renders the React component's views,
 * wallet.embed.ui.test.tsx mounts them through the embed entry with preact/compat. Every event a shopper causes is done through the control a shopper uses, found by role and name (a missing
 * or disabled control fails the walk); the host's messages, server answers, the secure fields' answers and the
 * success message's timer are the outside input listed below. After each step the view must show what the
 * state promises: the flyout's header and screen, messages, the summary's loading, error and cards.
 */
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Card } from '../../api/contracts/wallet';
import { walletModel } from '../../machines/wallet/wallet/wallet.fixtures';
import { type WalletContext, walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import { selectFlyout } from '../../machines/wallet/wallet/flyout.selectors';
import { selectSummary } from '../../machines/wallet/wallet/wallet.selectors';
import { cardName } from '../../domain/wallet/cards';
import { WALLET_LABELS as L } from '../../domain/wallet/labels';
import type { WalletHarness } from '../ui/wallet-harness';
import {
  byCase,
  type ControlExecutors,
  outside,
  serverAnswer,
  timer,
  type UserContext,
  uiWalkTest,
} from './ui-walk';

type Ctx = UserContext<typeof walletMachine>;

const context = (ctx: Ctx) => ctx.snapshot().context as WalletContext;
const cardOf = (ctx: Ctx, id: string): Card => {
  const c = context(ctx).cards;
  const card = [...c.bankCards, ...c.snapCards, ...c.giftCards].find((x) => x.id === id);
  if (!card) throw new Error(`The path names card ${id}, which the wallet does not hold`);
  return card;
};
const dialog = () => screen.getByRole('dialog');
const summary = () => screen.getByRole('region', { name: L.summaryTitle });
const click = (ctx: Ctx, name: string | RegExp, root: HTMLElement = dialog()) =>
  ctx.user.click(within(root).getByRole('button', { name }));

/** Opens a card's actions menu (⋯) in the list and picks an action from it. */
async function cardAction(ctx: Ctx, cardId: string, action: string) {
  const menu = within(dialog()).getByRole('button', {
    name: `${L.cardActions}: ${cardName(cardOf(ctx, cardId))}`,
  });
  await ctx.user.click(menu);
  await ctx.user.click(within(menu.parentElement!).getByRole('button', { name: action }));
}

async function fill(ctx: Ctx, label: string, value: string) {
  const input = within(dialog()).getByLabelText(label, { exact: true }) as
    | HTMLInputElement
    | HTMLSelectElement;
  if (input instanceof HTMLSelectElement) {
    await ctx.user.selectOptions(input, value === '' ? [] : value);
  } else {
    await ctx.user.clear(input);
    if (value) await ctx.user.type(input, value);
  }
}

async function setBox(ctx: Ctx, label: string, checked: boolean) {
  const box = within(dialog()).getByRole('checkbox', { name: label }) as HTMLInputElement;
  if (box.checked !== checked) await ctx.user.click(box);
}

const executors = {
  // The host's messages (src/wallet/PaymentWallet.tsx: reload/reloadCards, setData, closeFlyout, openFlyout).
  'wallet.reload': outside('host message', 'reload / reloadCards'),
  'wallet.configure': outside('host message', 'setData: new checkout data or mode'),
  'wallet.close': outside('host message', 'closeFlyout'),
  'wallet.open': byCase((snapshot, e) => {
    // openFlyout on check balance (the host's card box), before the cards are there (right after mount), or
    // while the flyout is already open.
    if (e.screen || !snapshot.matches({ ready: { flyout: 'closed' } }))
      return outside('host message', 'openFlyout');
    return (ctx) => click(ctx, /^(Change|Add) Payment Method$/, summary());
  }),
  // Raised by the chart itself when a success message is set (showNotice).
  'notice.shown': outside('the chart itself', 'showNotice raises it'),
  'wallet.retry': (ctx) => click(ctx, L.retry, screen.getByRole('alert')),
  'flyout.exit': async (ctx) => {
    await act(async () => {
      dialog().focus();
    });
    await ctx.user.keyboard('{Escape}');
  },
  'flyout.confirm': (ctx) => {
    // My Wallet: the footer's Close (the header's × is exit); checkout: Confirm.
    if (!context(ctx).config.isMyWallet) return click(ctx, L.confirm);
    const footer = within(dialog()).getAllByRole('button', { name: L.close }).at(-1)!;
    return ctx.user.click(footer);
  },
  'flyout.cancel': (ctx) => click(ctx, L.cancel),
  'exit.keep': (ctx) => click(ctx, L.keepChanges),
  'exit.discard': (ctx) => click(ctx, L.discardChanges),
  'card.select': (ctx, e) => ctx.user.click(within(dialog()).getByLabelText(cardName(cardOf(ctx, e.cardId)))),
  'card.remove': (ctx, e) => click(ctx, `${L.remove} ${cardName(cardOf(ctx, e.cardId))}`, summary()),
  'card.edit': (ctx, e) => {
    const name = `${L.edit} ${cardName(cardOf(ctx, e.cardId))}`;
    // The summary box's Edit of an expired card, or the list's Edit (the expired text's, or the actions menu's).
    if (!screen.queryByRole('dialog')) return click(ctx, name, summary());
    if (within(dialog()).queryByRole('button', { name })) return click(ctx, name);
    return cardAction(ctx, e.cardId, L.edit);
  },
  'card.delete': (ctx, e) => cardAction(ctx, e.cardId, L.delete),
  'card.makePreferred': (ctx, e) => cardAction(ctx, e.cardId, L.makePreferred),
  'card.checkBalance': (ctx, e) => click(ctx, `${L.checkBalanceButton} ${cardName(cardOf(ctx, e.cardId))}`),
  'card.retryBalance': (ctx, e) => click(ctx, `${L.retryBalance} ${cardName(cardOf(ctx, e.cardId))}`),
  'screen.addCard': (ctx) => click(ctx, L.addCard),
  'screen.addSnap': (ctx) => click(ctx, L.addSnap),
  'screen.addGift': (ctx) => click(ctx, L.addGift),
  'screen.back': (ctx) => click(ctx, L.back),
  'delete.confirm': (ctx) => click(ctx, L.deleteCardButton),
  'delete.keep': (ctx) => click(ctx, L.keepCard),
  'addCard.submit': async (ctx, e) => {
    await fill(ctx, L.firstName, e.form.firstName);
    await fill(ctx, L.lastName, e.form.lastName);
    await setBox(ctx, L.preferredCard, e.form.preferred);
    if (context(ctx).config.saveCardOptionEnabled) await setBox(ctx, L.saveCard, e.form.save);
    await click(ctx, L.addCard);
  },
  'snap.submit': async (ctx, e) => {
    await fill(ctx, L.cardNumber, e.pan);
    await click(ctx, L.addSnap);
  },
  'gift.submit': async (ctx, e) => {
    await fill(ctx, L.cardNumber, e.pan);
    await fill(ctx, L.pin, e.pin);
    await click(ctx, L.addGift);
  },
  'balance.submit': (ctx) => click(ctx, L.confirm),
  'edit.submit': async (ctx, e) => {
    await fill(ctx, L.firstName, e.form.firstName);
    await fill(ctx, L.lastName, e.form.lastName);
    await fill(ctx, L.expMonth, e.form.expirationMonth);
    await fill(ctx, L.expYear, e.form.expirationYear);
    await setBox(ctx, L.preferred, e.form.preferred);
    await click(ctx, 'Save Card');
  },
  'address.choose': (ctx) => click(ctx, 'Edit billing address'),
  'address.select': (ctx, e) => {
    const a = context(ctx).addresses.find((x) => x.addressId === e.addressId);
    return click(ctx, new RegExp(`^${a?.addressLine1 ?? e.addressId},`));
  },
  'address.add': (ctx) => click(ctx, L.addNewAddress),
  'address.edit': (ctx, e) => {
    const a = context(ctx).addresses.find((x) => x.addressId === e.addressId);
    return click(ctx, `${L.edit} ${a?.addressLine1 ?? e.addressId}`);
  },
  'address.save': async (ctx, e) => {
    await fill(ctx, L.address, e.form.addressLine1);
    await fill(ctx, L.unit, e.form.addressLine2);
    await fill(ctx, L.city, e.form.city);
    await fill(ctx, L.state, e.form.stateCode);
    await fill(ctx, L.postalCode, e.form.zip);
    await click(ctx, L.saveAddress);
  },
  'address.retry': (ctx) => click(ctx, L.retry),
  // §4 "Success messages auto-clear after 5 seconds."
  'xstate.after.SUCCESS_MESSAGE.wallet.ready.notice.success': timer(5000, 'the success message clears'),
  ...Object.fromEntries(
    [
      'fetchCards',
      'addBankCard',
      'addSnapCard',
      'addGiftCard',
      'editCard',
      'deleteCard',
      'setPreferred',
      'fetchAddresses',
      'saveAddress',
      'giftBalance',
      'ebtBalance',
      // The secure card fields' answers (their frames post them).
      'tokenizeCard',
      'tokenizePin',
      'tokenizeEdit',
    ].flatMap((name) => [
      [`xstate.done.actor.${name}`, serverAnswer(name)],
      [`xstate.error.actor.${name}`, serverAnswer(name)],
    ]),
  ),
} satisfies ControlExecutors<typeof walletMachine>;

/** The walk of the whole chart through one build's views. */
export function walletWalkTest(harness: WalletHarness): void {
  uiWalkTest(`wallet (${harness.name}): every state and transition through the summary box and the flyout`, {
    machine: walletMachine,
    model: walletModel,
    render: () => {
      throw new Error('mounted by the harness');
    },
    mountView: (actor) => harness.mountWidget(actor),
    settle: harness.settle,
    executors,
    assertState,
    // 74 paths of about 460 steps through the whole widget: minutes on a loaded machine.
    timeoutMs: 900_000,
  });
}

function assertState(_ctx: unknown, snapshot: unknown) {
  const flyout = selectFlyout(snapshot as never);
  const view = selectSummary(snapshot as never);
  if (flyout.open) {
    expect(screen.getByRole('dialog', { name: flyout.header })).toBeInTheDocument();
    if (flyout.errorMessage) expect(within(dialog()).getByText(flyout.errorMessage)).toBeInTheDocument();
    const statuses = () =>
      within(dialog())
        .getAllByRole('status')
        .map((e) => e.textContent);
    if (flyout.successMessage) expect(statuses()).toContain(flyout.successMessage);
    // §4 every call of the list in flight shows its progress.
    if (flyout.listProgress) expect(statuses()).toContain(flyout.listProgress);
  } else {
    expect(screen.queryByRole('dialog')).toBeNull();
  }
  if (view.status === 'failed') {
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(view.errorMessage ?? '');
  } else if (view.status === 'loading') {
    expect(screen.getByText('Loading your payment methods…')).toBeInTheDocument();
  } else {
    const shown = within(summary()).queryAllByRole('listitem');
    expect(shown.map((li) => li.textContent)).toEqual(
      view.rows.map((row) => expect.stringContaining(row.name)),
    );
  }
}
