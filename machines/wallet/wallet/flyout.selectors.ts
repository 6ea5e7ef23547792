/** The open flyout's view of the wallet chart (payment-wallet.md §2 screens, headers, back and close buttons),
 *  read by ui/wallet/Flyout.tsx only: it loads with the flyout, not before the summary box renders. */
import { orderTotalMet } from '../../../domain/wallet/cards';
import { NO_CARDS_MESSAGES, WALLET_LABELS } from '../../../domain/wallet/labels';
import type { Screen } from './wallet.machine';
import { rowsOf, type Snapshot, selectScreen } from './wallet.selectors';

const HEADERS: Record<Exclude<Screen, 'list'>, string> = {
  addCard: WALLET_LABELS.addCard,
  addSnap: WALLET_LABELS.addSnap,
  addGift: WALLET_LABELS.addGift,
  checkBalance: WALLET_LABELS.checkBalance,
  editCard: WALLET_LABELS.editCard,
  deleteCard: WALLET_LABELS.deleteCard,
  exitConfirm: WALLET_LABELS.exitConfirm,
  addressList: WALLET_LABELS.addressList,
  updateAddress: WALLET_LABELS.updateAddress,
};

const inList = (s: Snapshot, step: 'deleting' | 'settingPreferred' | 'refreshingBalance') =>
  s.matches({ ready: { flyout: { open: { list: step } } } });

/** The card form (add or edit) of a screen: its own, or the one the address screens return to (kept mounted). */
function cardFormOf(s: Snapshot, screen: Screen | null): 'addCard' | 'editCard' | null {
  if (screen === 'addCard' || screen === 'editCard') return screen;
  if (screen === 'addressList' || screen === 'updateAddress') return s.context.addressReturn;
  return null;
}

export const selectFlyout = (s: Snapshot) => {
  const screen = selectScreen(s);
  const { config, cards, flyout } = s.context;
  const checkout = !config.isMyWallet;
  const header =
    screen === null
      ? ''
      : screen === 'list'
        ? config.isMyWallet
          ? WALLET_LABELS.wallet
          : WALLET_LABELS.selectPayment
        : screen === 'updateAddress' && !s.context.editingAddress
          ? WALLET_LABELS.addAddress
          : HEADERS[screen];
  return {
    open: screen !== null,
    screen,
    header,
    showBack:
      screen !== null &&
      screen !== 'list' &&
      screen !== 'exitConfirm' &&
      screen !== 'deleteCard' &&
      !(screen === 'checkBalance' && s.context.deepLink),
    showClose: screen === 'list',
    busy: s.hasTag('busy'),
    submitting: s.hasTag('submitting'),
    /** The call of the list in flight, said while it runs (§4 every action in flight shows progress). */
    listProgress: inList(s, 'deleting')
      ? WALLET_LABELS.deletingCard
      : inList(s, 'settingPreferred')
        ? WALLET_LABELS.updatingCard
        : inList(s, 'refreshingBalance')
          ? WALLET_LABELS.checkingBalance
          : null,
    cardForm: cardFormOf(s, screen),
    addressesLoading:
      s.matches({ ready: { flyout: { open: { addCard: 'loadingAddresses' } } } }) ||
      s.matches({ ready: { flyout: { open: { editCard: 'loadingAddresses' } } } }),
    /** §8 info messages (checkout only): SNAP fees on the backup card while a SNAP card is chosen, a basket without
     *  SNAP eligible items, and the order total covered by the chosen gift cards (plus the EBT total). */
    info: {
      snapFees: checkout && flyout.snapCards.length > 0,
      snapIneligible: checkout && config.order?.hasSnapEligibleItems === false,
      giftTotalMet:
        checkout &&
        flyout.giftCards.length > 0 &&
        orderTotalMet(flyout, config.order, config.ebtPaymentTotal, config.isMyWallet),
    },
    isMyWallet: config.isMyWallet,
    showSnap: config.showSnapCards,
    showGift: config.showGiftCards,
    saveCardOptionEnabled: config.saveCardOptionEnabled,
    bankRows: rowsOf(s, cards.bankCards, flyout, false),
    snapRows: rowsOf(s, cards.snapCards, flyout, false),
    giftRows: rowsOf(s, cards.giftCards, flyout, false),
    noCards: cards.bankCards.length === 0 ? NO_CARDS_MESSAGES.paymentManagement : null,
    errorMessage: s.context.errorMessage,
    successMessage: s.context.successMessage,
    fieldErrors: s.context.fieldErrors,
    activeCard: s.context.activeCard,
    addresses: s.context.addresses,
    addressId: s.context.addressId,
    selectedAddress: s.context.addresses.find((a) => a.addressId === s.context.addressId) ?? null,
    editingAddress: s.context.editingAddress,
    addressStatus: s.matches({ ready: { flyout: { open: { addressList: 'loading' } } } })
      ? 'loading'
      : s.matches({ ready: { flyout: { open: { addressList: 'failed' } } } })
        ? 'failed'
        : 'ready',
    today: config.today,
    addDraft: s.context.addDraft,
  } as const;
};
