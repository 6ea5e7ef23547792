/**
 * The wallet chart's generated paths replayed in the widget's views (summary box + flyout): every event is
 * performed the way a shopper does it (clicks, typing, Escape) where the view offers it, or sent the way the
 * host does (open with a deep link, close, reload, configure). After each step the view must show what the
 * state promises: the flyout's header and screen, the summary's loading/error state, messages.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { Card } from '../../api/contracts/wallet';
import { walletInput, walletModel } from '../../machines/wallet/wallet/wallet.fixtures';
import {
  type WalletContext,
  type WalletEvent,
  walletMachine,
} from '../../machines/wallet/wallet/wallet.machine';
import { selectFlyout } from '../../machines/wallet/wallet/flyout.selectors';
import { selectSummary } from '../../machines/wallet/wallet/wallet.selectors';
import { cardName } from '../../src/domain/wallet/cards';
import { WALLET_LABELS as L } from '../../src/domain/wallet/labels';
import { Flyout } from '../../ui/wallet/Flyout';
import { SummaryBox } from '../../ui/wallet/SummaryBox';
import type { SecureFieldsView, WalletActor } from '../../ui/wallet/types';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, type WalkContext, walkPath } from './ui-walk';
import { coveringPaths } from './wallet.paths';

type Ctx = WalkContext<typeof walletMachine>;
const secure: SecureFieldsView = { url: () => 'about:blank', register: () => {} };

const context = (ctx: Ctx) => ctx.snapshot().context as WalletContext;
const cardOf = (ctx: Ctx, id: string): Card | undefined => {
  const c = context(ctx).cards;
  return [...c.bankCards, ...c.snapCards, ...c.giftCards].find((card) => card.id === id);
};
const dialog = () => screen.getByRole('dialog');
const queryButton = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root)
    .queryAllByRole('button', { name })
    .find((b) => !(b as HTMLButtonElement).disabled) ?? null;

/** Clicks a button when the view offers it (enabled), else sends the event as the app would. */
async function clickOr(ctx: Ctx, name: string | RegExp, event: { type: string }, root?: HTMLElement) {
  const button = queryButton(name, root);
  if (button) await ctx.user.click(button);
  else await ctx.send(event);
}

/** Opens a card's actions menu and picks an action; falls back to sending the event. */
async function cardAction(ctx: Ctx, cardId: string, action: string, event: { type: string }) {
  const card = cardOf(ctx, cardId);
  const menu =
    card && screen.queryByRole('dialog') ? queryButton(`${L.cardActions}: ${cardName(card)}`) : null;
  if (!menu) return ctx.send(event);
  await ctx.user.click(menu);
  await clickOr(ctx, action, event, menu.parentElement ?? undefined);
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

type Ev<T extends WalletEvent['type']> = Extract<WalletEvent, { type: T }>;
const eventExecutors: { [K in WalletEvent['type']]: (ctx: Ctx, e: Ev<K>) => Promise<void> | void } = {
  'wallet.reload': (ctx, e) => ctx.send(e),
  'wallet.configure': (ctx, e) => ctx.send(e),
  'wallet.close': (ctx, e) => ctx.send(e),
  'wallet.retry': (ctx, e) => clickOr(ctx, L.retry, e),
  'wallet.open': async (ctx, e) => {
    if (e.screen) return ctx.send(e); // the host's deep link
    return clickOr(ctx, /Payment Method$/, e);
  },
  'flyout.exit': async (ctx, e) => {
    if (!screen.queryByRole('dialog')) return ctx.send(e);
    await act(async () => {
      screen.getByRole('dialog').focus();
    });
    await ctx.user.keyboard('{Escape}');
  },
  'flyout.confirm': async (ctx, e) => {
    if (!context(ctx).config.isMyWallet) return clickOr(ctx, L.confirm, e);
    // My Wallet: the footer's Close (the header's × is exit).
    const footer = screen.queryAllByRole('button', { name: L.close }).at(-1);
    if (footer) await ctx.user.click(footer);
    else await ctx.send(e);
  },
  'flyout.cancel': (ctx, e) => clickOr(ctx, L.cancel, e),
  'exit.keep': (ctx, e) => clickOr(ctx, L.keepChanges, e),
  'exit.discard': (ctx, e) => clickOr(ctx, L.discardChanges, e),
  'card.select': async (ctx, e) => {
    const card = cardOf(ctx, e.cardId);
    const control = card && screen.queryByRole('dialog') ? screen.queryByLabelText(cardName(card)) : null;
    if (control && !(control as HTMLInputElement).disabled) await ctx.user.click(control);
    else await ctx.send(e);
  },
  'card.remove': (ctx, e) => {
    const card = cardOf(ctx, e.cardId);
    return clickOr(ctx, card ? `${L.remove} ${cardName(card)}` : 'none', e);
  },
  'card.edit': (ctx, e) => {
    const card = cardOf(ctx, e.cardId);
    if (card && queryButton(`${L.edit} ${cardName(card)}`))
      return clickOr(ctx, `${L.edit} ${cardName(card)}`, e);
    return cardAction(ctx, e.cardId, L.edit, e);
  },
  'card.delete': (ctx, e) => cardAction(ctx, e.cardId, L.delete, e),
  'card.makePreferred': (ctx, e) => cardAction(ctx, e.cardId, L.makePreferred, e),
  'card.checkBalance': (ctx, e) => {
    const card = cardOf(ctx, e.cardId);
    return clickOr(ctx, card ? `${L.checkBalanceButton} ${cardName(card)}` : 'none', e);
  },
  'card.retryBalance': (ctx, e) => clickOr(ctx, L.retryBalance, e),
  'screen.addCard': (ctx, e) => clickOr(ctx, L.addCard, e),
  'screen.addSnap': (ctx, e) => clickOr(ctx, L.addSnap, e),
  'screen.addGift': (ctx, e) => clickOr(ctx, L.addGift, e),
  'screen.back': (ctx, e) => clickOr(ctx, L.back, e),
  'delete.confirm': (ctx, e) => clickOr(ctx, L.deleteCardButton, e),
  'delete.keep': (ctx, e) => clickOr(ctx, L.keepCard, e),
  'addCard.submit': async (ctx, e) => {
    await fill(ctx, L.firstName, e.form.firstName);
    await fill(ctx, L.lastName, e.form.lastName);
    await ctx.user.click(within(dialog()).getByRole('button', { name: L.addCard }));
  },
  'snap.submit': async (ctx, e) => {
    await fill(ctx, L.cardNumber, e.pan);
    await ctx.user.click(within(dialog()).getByRole('button', { name: L.addSnap }));
  },
  'gift.submit': async (ctx, e) => {
    await fill(ctx, L.cardNumber, e.pan);
    await fill(ctx, L.pin, e.pin);
    await ctx.user.click(within(dialog()).getByRole('button', { name: L.addGift }));
  },
  'balance.submit': (ctx, e) => clickOr(ctx, L.confirm, e, dialog()),
  'edit.submit': async (ctx, e) => {
    await fill(ctx, L.firstName, e.form.firstName);
    await fill(ctx, L.lastName, e.form.lastName);
    await fill(ctx, L.expMonth, e.form.expirationMonth);
    const year = within(dialog()).getByLabelText(L.expYear) as HTMLSelectElement;
    const offered = [...year.options].some((o) => o.value === e.form.expirationYear);
    if (offered) {
      await fill(ctx, L.expYear, e.form.expirationYear);
      await ctx.user.click(within(dialog()).getByRole('button', { name: 'Save Card' }));
    } else {
      // A past year is not offered in the dropdown: the chart's own check is exercised by the host path.
      await ctx.send(e);
    }
  },
  'address.choose': (ctx, e) => clickOr(ctx, 'Edit billing address', e),
  'address.select': (ctx, e) => {
    const a = context(ctx).addresses.find((x) => x.addressId === e.addressId);
    return clickOr(ctx, a ? new RegExp(`^${a.addressLine1},`) : 'none', e);
  },
  'address.add': (ctx, e) => clickOr(ctx, L.addNewAddress, e),
  'address.edit': (ctx, e) => {
    const a = context(ctx).addresses.find((x) => x.addressId === e.addressId);
    return clickOr(ctx, a ? `${L.edit} ${a.addressLine1}` : 'none', e);
  },
  'address.save': async (ctx, e) => {
    await fill(ctx, L.address, e.form.addressLine1);
    await fill(ctx, L.unit, e.form.addressLine2);
    await fill(ctx, L.city, e.form.city);
    await fill(ctx, L.state, e.form.stateCode);
    await fill(ctx, L.postalCode, e.form.zip);
    await ctx.user.click(within(dialog()).getByRole('button', { name: L.saveAddress }));
  },
  'address.retry': (ctx, e) => clickOr(ctx, L.retry, e),
  'notice.shown': (ctx, e) => ctx.send(e),
};

type ResultExecutor = (ctx: Ctx, e: { output?: unknown; error?: unknown }) => Promise<void> | void;
const executors: Record<string, ResultExecutor> = {
  ...(eventExecutors as unknown as Record<string, ResultExecutor>),
  'xstate.after.SUCCESS_MESSAGE.wallet.ready.notice.success': (ctx) => ctx.advance(5000),
};

const actorResults = [
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
  'tokenizeCard',
  'tokenizePin',
  'tokenizeEdit',
  'ebtBalance',
];
for (const name of actorResults) {
  executors[`xstate.done.actor.${name}`] = (ctx, e) => ctx.resolve(name, e.output);
  executors[`xstate.error.actor.${name}`] = (ctx, e) => ctx.reject(name, e.error);
}

describe('wallet views: generated paths replayed in the UI', () => {
  const paths = coveringPaths(
    walletMachine,
    generatePaths({ machine: walletMachine, ...walletModel } as never) as never,
    walletInput,
  );
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description.slice(0, 160)}`, () =>
      walkPath(
        {
          machine: walletMachine,
          input: walletInput,
          reached,
          render: (actor: AnyActorRef) => (
            <>
              <SummaryBox actor={actor as WalletActor} ui={{}} />
              <Flyout actor={actor as WalletActor} secure={secure} />
            </>
          ),
          executors: executors as unknown as Executors<typeof walletMachine>,
          assertState: (_ctx, snapshot) => {
            const flyout = selectFlyout(snapshot as never);
            const summary = selectSummary(snapshot as never);
            if (flyout.open) {
              expect(screen.getByRole('dialog', { name: flyout.header })).toBeInTheDocument();
              if (flyout.errorMessage)
                expect(within(dialog()).getByText(flyout.errorMessage)).toBeInTheDocument();
              if (flyout.successMessage) {
                expect(within(dialog()).getByRole('status')).toHaveTextContent(flyout.successMessage);
              }
            } else {
              expect(screen.queryByRole('dialog')).toBeNull();
            }
            if (summary.status === 'failed') {
              expect(screen.getAllByRole('alert')[0]).toHaveTextContent(summary.errorMessage ?? '');
            } else if (summary.status === 'loading') {
              expect(screen.getByText('Loading your payment methods…')).toBeInTheDocument();
            } else {
              for (const row of summary.rows) expect(screen.getAllByText(row.name).length).toBeGreaterThan(0);
            }
          },
        },
        path as never,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(walletMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
