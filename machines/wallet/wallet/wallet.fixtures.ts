/** Graph fixtures of the wallet chart: cards of fictional shoppers, forms, call results, state identity.
 *  Read by the registry (paths, coverage, inspector, docs) and by tests/model/wallet.*.test.ts. */
import type { ApiError } from '../../../api/contracts/common';
import type { Card, ServerAddress } from '../../../api/contracts/wallet';
import { cardActions, hasBalanceError } from '../../../domain/wallet/cards';
import type { WalletContext, WalletEvent, WalletInput } from './wallet.machine';

const base = {
  versionKey: '1',
  default: false,
  expired: false,
  saved: true,
  defaultApplications: [] as string[],
};
export const visa: Card = {
  ...base,
  id: 'card-visa',
  lastFourPan: '1111',
  cardType: 'CREDIT_CARD',
  bin: '411111',
  brand: 'VISA',
  default: true,
  expirationMonth: '12',
  expirationYear: '2030',
  firstName: 'Jordan',
  lastName: 'Whitfield',
  paymentGram: 'tok_visa',
  address: {
    addressLines: ['4821 Maple Ridge Dr', 'Apt 3B'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45227',
    countryCode: 'US',
  },
  defaultApplications: ['clicklist'],
};
export const expiredMc: Card = {
  ...base,
  id: 'card-mc',
  lastFourPan: '5100',
  cardType: 'BANK_CARD',
  bin: '510510',
  brand: 'MASTERCARD',
  expirationMonth: '01',
  expirationYear: '2023',
  expired: true,
  firstName: 'Jordan',
  lastName: 'Whitfield',
  paymentGram: 'tok_mc',
};
export const snap: Card = {
  ...base,
  id: 'card-ebt',
  lastFourPan: '0001',
  cardType: 'EBT_CARD',
  brand: 'EBT',
  paymentGram: 'tok_ebt',
  balance: null,
};
export const gift = (n: number, balance: string | null = '15.00'): Card => ({
  ...base,
  id: `card-gift-${n}`,
  lastFourPan: String(4320 + n),
  cardType: 'GIFT_CARD',
  brand: 'NONE',
  paymentGram: `tok_gift_${n}`,
  balance,
});
export const newBank: Card = {
  ...visa,
  id: 'card-new',
  lastFourPan: '4444',
  bin: '555555',
  brand: 'MASTERCARD',
  defaultApplications: [],
  default: false,
};

export const shopperWallet: Card[] = [visa, expiredMc, snap, gift(1), gift(2, '0.00')];
export const fullGiftWallet: Card[] = [visa, gift(1), gift(2), gift(3), gift(4), gift(5, null)];
export const noBankWallet: Card[] = [gift(1)];
/** Every bank card expired: the first one is selected (§4 "or the first card") and the summary offers Edit. */
export const expiredWallet: Card[] = [expiredMc, snap];

/** The shopper's home address is the profile's (one person's fictional data agrees). */
export const homeAddress: ServerAddress = {
  addressId: 'addr-home',
  addressLine1: '4821 Maple Ridge Dr',
  addressLine2: 'Apt 3B',
  addressType: 'home',
  city: 'Cincinnati',
  countryCode: 'US',
  preferredAddress: true,
  stateCode: 'OH',
  zip: '45227',
};
export const deliveryAddress: ServerAddress = {
  addressId: 'addr-delivery',
  addressType: 'delivery',
  addressLine1: '88 Market Street',
  city: 'Columbus',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '43215',
  preferredAddress: false,
};

export const walletInput: WalletInput = {
  isInitialized: false,
  appName: 'clicklist',
  isMyWallet: false,
  showSnapCards: true,
  showGiftCards: true,
  getGiftCardBalances: true,
  selectDefaultCardOnly: false,
  saveCardOptionEnabled: true,
  order: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 10 },
  ebtPaymentTotal: 10,
  today: '2026-11-21T00:00:00.000Z',
};
export const myWalletInput: WalletInput = {
  ...walletInput,
  isMyWallet: true,
  order: undefined,
  ebtPaymentTotal: 0,
};

const error = (status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /payment/v2/wallet',
  status,
  ...(code ? { code } : {}),
  message: `HTTP ${status}`,
});
export const declined = error(402, 'RV32937');
export const serverError = error(500);
/** §8 "request timeout (code ECONNABORTED) gives the timeout message ... and status 408". */
export const timedOut: ApiError = { ...error(408, 'ECONNABORTED'), kind: 'timeout' };
export const invalidPin = error(402, '55');

export const validAddCard = { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false };
export const validEdit = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  expirationMonth: '09',
  expirationYear: '2032',
  preferred: true,
};
export const validAddress = {
  addressLine1: '1 Main Street',
  addressLine2: '',
  city: 'Dayton',
  stateCode: 'OH',
  zip: '45402',
};

type Snapshot = { context: WalletContext; value: unknown };

/** The events of a state, with card ids taken from the wallet the state holds. While the cards reload behind the
 *  flyout only the reload's answer (and another reload) is offered: the flyout's screens are walked once, with
 *  the cards current, and the graph stays small. */
export function walletEvents(snapshot: Snapshot): WalletEvent[] {
  const all = everyEvent(snapshot);
  const value = snapshot.value as { ready?: { cards: string } } | string;
  if (typeof value === 'string' || value.ready?.cards !== 'reloading') return all;
  return all.filter((e) => e.type === 'wallet.reload' || e.type.endsWith('.actor.fetchCards'));
}

function everyEvent(snapshot: Snapshot): WalletEvent[] {
  const { cards } = snapshot.context;
  const bank = cards.bankCards;
  const firstBank = bank[0]?.id ?? 'none';
  const otherBank =
    bank.find((c) => !c.expired && c.id !== snapshot.context.flyout.bankCards[0]?.id)?.id ?? firstBank;
  const snapId = cards.snapCards[0]?.id ?? 'none';
  const giftId = cards.giftCards[0]?.id ?? 'none';
  const { balanceFailed, config } = snapshot.context;
  const balanceErrorId =
    cards.giftCards.find((g) => hasBalanceError(g, balanceFailed, config.getGiftCardBalances))?.id ?? giftId;
  const giftCount = cards.giftCards.length;
  const value = snapshot.value as { ready?: { flyout: unknown } } | string;
  const ready = typeof value !== 'string' && value.ready !== undefined;
  const flyout = ready ? JSON.stringify((value as { ready: { flyout: unknown } }).ready.flyout) : '';
  // Once ready, a reload is offered where the shopper sees the cards (the closed flyout and the list): one place is
  // enough for its transitions, and the graph stays small. Its answer is the shopper's wallet (or a failure).
  const offersReload = !ready || flyout === '"closed"' || flyout.includes('"list"');
  return [
    ...(offersReload ? [{ type: 'wallet.reload' } as const] : []),
    ...(snapshot.context.config.isInitialized
      ? []
      : [{ type: 'wallet.configure', config: { isInitialized: true } } as const]),
    ...(snapshot.context.config.isMyWallet
      ? []
      : [{ type: 'wallet.configure', config: { isMyWallet: true } } as const]),
    { type: 'wallet.retry' },
    { type: 'wallet.open' },
    { type: 'wallet.open', screen: 'checkBalance', cardId: snapId, deepLink: true },
    // Before the cards are there: the host's card box asks for the first SNAP card's balance.
    ...(ready ? [] : [{ type: 'wallet.open', screen: 'checkBalance', deepLink: true } as const]),
    { type: 'wallet.close' },
    { type: 'flyout.exit' },
    { type: 'flyout.confirm' },
    { type: 'flyout.cancel' },
    { type: 'exit.keep' },
    { type: 'exit.discard' },
    { type: 'card.select', cardId: otherBank },
    { type: 'card.select', cardId: snapId },
    { type: 'card.remove', cardId: snapId },
    { type: 'card.edit', cardId: firstBank },
    { type: 'card.delete', cardId: firstBank },
    { type: 'card.delete', cardId: giftId },
    { type: 'card.makePreferred', cardId: otherBank },
    { type: 'card.checkBalance', cardId: snapId },
    { type: 'card.retryBalance', cardId: balanceErrorId },
    { type: 'screen.addCard' },
    { type: 'screen.addSnap' },
    { type: 'screen.addGift' },
    { type: 'screen.back' },
    { type: 'delete.confirm' },
    { type: 'delete.keep' },
    { type: 'addCard.submit', form: validAddCard },
    { type: 'addCard.submit', form: { ...validAddCard, firstName: '' } },
    { type: 'snap.submit', pan: '5077000000001234' },
    { type: 'snap.submit', pan: '123' },
    { type: 'gift.submit', pan: '6006491234567890123', pin: '1234' },
    { type: 'gift.submit', pan: '600649', pin: '12' },
    { type: 'balance.submit' },
    { type: 'edit.submit', form: validEdit },
    { type: 'edit.submit', form: { ...validEdit, expirationMonth: '01', expirationYear: '2026' } },
    { type: 'address.choose' },
    { type: 'address.select', addressId: 'addr-delivery' },
    { type: 'address.add' },
    { type: 'address.edit', addressId: 'addr-home' },
    { type: 'address.save', form: validAddress },
    { type: 'address.save', form: { ...validAddress, zip: '1' } },
    { type: 'address.retry' },
    ...([
      { type: 'xstate.done.actor.fetchCards', output: shopperWallet },
      ...(ready
        ? []
        : [
            { type: 'xstate.done.actor.fetchCards', output: fullGiftWallet },
            { type: 'xstate.done.actor.fetchCards', output: noBankWallet },
            { type: 'xstate.done.actor.fetchCards', output: expiredWallet },
          ]),
      { type: 'xstate.error.actor.fetchCards', error: serverError },
      {
        type: 'xstate.done.actor.tokenizeCard',
        output: {
          response: '870',
          paypageRegistrationId: 'reg.ok.4444.x',
          firstSix: '555555',
          expMonth: '10',
          expYear: '2031',
        },
      },
      { type: 'xstate.error.actor.tokenizeCard', error: new Error('timeout') },
      { type: 'xstate.done.actor.addBankCard', output: newBank },
      { type: 'xstate.error.actor.addBankCard', error: declined },
      { type: 'xstate.error.actor.addBankCard', error: timedOut },
      { type: 'xstate.done.actor.addSnapCard', output: snap },
      { type: 'xstate.error.actor.addSnapCard', error: serverError },
      { type: 'xstate.done.actor.addGiftCard', output: gift(10 + giftCount) },
      { type: 'xstate.error.actor.addGiftCard', error: serverError },
      { type: 'xstate.done.actor.tokenizeEdit', output: { response: '870', checkoutId: 'chk.ok.0000.x' } },
      { type: 'xstate.error.actor.tokenizeEdit', error: { name: 'SecureFieldError', code: '882' } },
      { type: 'xstate.done.actor.editCard', output: { ...visa, defaultApplications: ['clicklist'] } },
      { type: 'xstate.error.actor.editCard', error: serverError },
      { type: 'xstate.done.actor.deleteCard', output: undefined },
      { type: 'xstate.error.actor.deleteCard', error: serverError },
      { type: 'xstate.done.actor.setPreferred', output: undefined },
      { type: 'xstate.error.actor.setPreferred', error: serverError },
      { type: 'xstate.done.actor.fetchAddresses', output: [deliveryAddress, homeAddress] },
      { type: 'xstate.error.actor.fetchAddresses', error: serverError },
      { type: 'xstate.done.actor.saveAddress', output: { ...homeAddress, addressId: 'addr-new' } },
      { type: 'xstate.error.actor.saveAddress', error: serverError },
      { type: 'xstate.done.actor.giftBalance', output: '15.00' },
      { type: 'xstate.error.actor.giftBalance', error: serverError },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin.ok.x' } },
      { type: 'xstate.error.actor.tokenizePin', error: new Error('timeout') },
      { type: 'xstate.done.actor.ebtBalance', output: '42.50' },
      { type: 'xstate.error.actor.ebtBalance', error: invalidPin },
      { type: 'xstate.after.SUCCESS_MESSAGE.wallet.ready.notice.success' },
    ] as unknown as WalletEvent[]),
  ];
}

/** Identity: where the chart is and only the facts the guards of that place read (never the cards themselves),
 *  so the graph stays small: e.g. the address return only matters on the address screens. */
export const serializeWalletState = (s: Snapshot) => {
  const c = s.context;
  const value = s.value as { ready?: { flyout: unknown; notice: string; cards: string } } | string;
  // Before the cards are there, an openFlyout the host asked for is kept (it opens the flyout once they are).
  if (typeof value === 'string' || !value.ready) return JSON.stringify([value, c.pendingOpen]);
  const flyout = JSON.stringify(value.ready.flyout);
  const where = (name: string) => flyout.includes(`"${name}"`);
  const facts: unknown[] = [flyout, value.ready.cards];
  if (flyout === '"closed"' || where('list')) {
    facts.push(
      value.ready.notice,
      c.config.isMyWallet,
      c.cards.bankCards.length > 0,
      c.cards.snapCards.length > 0,
      c.cards.giftCards.length >= 5,
      c.checkout.bankCards[0]?.expired === true,
      c.cards.bankCards.some((b) => cardActions(b, c.config.appName).includes('makePreferred')),
      c.cards.giftCards.some((g) => hasBalanceError(g, c.balanceFailed, c.config.getGiftCardBalances)),
      c.flyout.bankCards[0]?.id === c.checkout.bankCards[0]?.id &&
        c.flyout.snapCards.length === c.checkout.snapCards.length &&
        c.flyout.giftCards.length === c.checkout.giftCards.length,
    );
  }
  if (where('addCard') || where('editCard')) facts.push(c.addressId !== null);
  if (where('addressList') || where('updateAddress')) facts.push(c.addressReturn);
  if (where('checkBalance')) facts.push(c.deepLink);
  return JSON.stringify(facts);
};

export const walletModel = { events: walletEvents, serializeState: serializeWalletState, input: walletInput };
