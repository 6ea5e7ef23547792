import type { SnapshotFrom } from 'xstate';
import type { Card } from '../../../api/contracts/wallet';
import {
  cardActions,
  cardDisabled,
  cardName,
  formatBalance,
  groupOf,
  hasBalanceError,
  isPreferredFor,
  isSelected,
  type Selection,
  showsActionsMenu,
} from '../../../domain/wallet/cards';
import { cardIconPath } from '../../../domain/wallet/icons';
import { NO_CARDS_MESSAGES, WALLET_LABELS } from '../../../domain/wallet/labels';
import type { Screen, walletMachine } from './wallet.machine';

export type Snapshot = SnapshotFrom<typeof walletMachine>;

export interface CardRow {
  id: string;
  name: string;
  /** The card's icon on the manage-payment path (§7), relative to the payments host. */
  icon: string;
  group: 'bankCards' | 'snapCards' | 'giftCards';
  selected: boolean;
  disabled: boolean;
  expired: boolean;
  preferred: boolean;
  /** 'USD 25.00 Remaining', 'Balance Error', or null. */
  balance: string | null;
  balanceError: boolean;
  canCheckBalance: boolean;
  actions: Array<'edit' | 'delete' | 'makePreferred'>;
  showActions: boolean;
}

export function selectScreen(s: Snapshot): Screen | null {
  const value = s.value as { ready?: { flyout: string | Record<string, unknown> } } | string;
  if (typeof value === 'string' || !value.ready) return null;
  const flyout = value.ready.flyout;
  if (typeof flyout === 'string') return null;
  const open = flyout.open;
  return (typeof open === 'string' ? open : Object.keys(open as object)[0]) as Screen;
}

/** The rows of a card list, for the summary box (`forSummary`) or the flyout's list. */
export function rowsOf(s: Snapshot, cards: Card[], selection: Selection, forSummary: boolean): CardRow[] {
  const { config } = s.context;
  return cards.map((card) => {
    const group = groupOf(card);
    const actions: CardRow['actions'] =
      forSummary && card.expired ? ['edit'] : cardActions(card, config.appName);
    const selected = isSelected(selection, card);
    const balanceError = hasBalanceError(card, s.context.balanceFailed, config.getGiftCardBalances);
    return {
      id: card.id,
      name: cardName(card),
      icon: cardIconPath(card),
      group,
      selected,
      disabled: cardDisabled(card, selection, config),
      expired: card.expired,
      preferred: isPreferredFor(card, config.appName),
      balance:
        card.balance !== null && card.balance !== undefined && !balanceError
          ? formatBalance(card.balance)
          : balanceError && !forSummary
            ? WALLET_LABELS.balanceError
            : null,
      balanceError,
      canCheckBalance: group === 'snapCards' && (card.balance === null || card.balance === undefined),
      actions,
      showActions: forSummary
        ? card.expired && group === 'bankCards'
        : actions.length > 0 &&
          showsActionsMenu(card, { isMyWallet: config.isMyWallet, app: config.appName }),
    };
  });
}

export const selectSummary = (s: Snapshot) => {
  const { checkout, config, loadFailure } = s.context;
  const selected = [...checkout.bankCards, ...checkout.snapCards, ...checkout.giftCards];
  return {
    status:
      s.matches('loading') || s.matches('initializing')
        ? 'loading'
        : s.matches('loadFailed')
          ? 'failed'
          : 'ready',
    errorMessage: loadFailure?.message ?? null,
    rows: rowsOf(s, selected, checkout, true),
    noCardMessage: checkout.bankCards.length === 0 ? NO_CARDS_MESSAGES.cardBox : null,
    hasCards: selected.length > 0,
    isMyWallet: config.isMyWallet,
  } as const;
};
