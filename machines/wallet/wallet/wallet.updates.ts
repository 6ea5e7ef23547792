/** The wallet chart's context updates that the summary box never needs before it renders (see WalletUpdates in
 *  wallet.chart.ts): the flyout's forms and their §5 validation, §4 add/edit/delete/preferred, balances, billing
 *  addresses, and the §8 error catalogue. Pure: the widget loads this module after its first render. */
import type { ApiError } from '../../../api/contracts/common';
import type { Card, ServerAddress } from '../../../api/contracts/wallet';
import { asApiError } from '../../../domain/errors';
import { countryFor, sortAddresses } from '../../../domain/wallet/addresses';
import {
  applyPreferred,
  groupCards,
  groupOf,
  initialSelection,
  type Selection,
  type WalletCards,
} from '../../../domain/wallet/cards';
import type { AppName } from '../../../domain/wallet/constants';
import {
  isSecureFieldMistake,
  secureFieldFailureMessage,
  type WalletFailure,
  walletErrorMessage,
} from '../../../domain/wallet/errors';
import { NO_CARDS_MESSAGES } from '../../../domain/wallet/labels';
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  type WalletAction,
  withPhone,
} from '../../../domain/wallet/messages';
import {
  billingAddressProblem,
  validateAddressLine,
  validateCity,
  validateEbtNumber,
  validateExpiry,
  validateGiftNumber,
  validateName,
  validatePin,
  validatePostal,
  validateState,
  validateUnit,
} from '../../../domain/wallet/validation';
import { type AddressForm, type FieldErrors, withoutCard, type WalletUpdates } from './wallet.chart';

const replaceIn = (s: Selection, card: Card): Selection => {
  const group = groupOf(card);
  return { ...s, [group]: s[group].map((c) => (c.id === card.id ? card : c)) };
};
/** A selection with the reloaded cards: the cards still there, as the service now answers them. */
const keepIn = (cards: WalletCards, s: Selection): Selection => {
  const fresh = (list: Card[], kept: Card[]) =>
    kept.flatMap((c) => list.filter((n) => n.id === c.id)).filter((c, i, all) => all.indexOf(c) === i);
  return {
    bankCards: fresh(cards.bankCards, s.bankCards),
    snapCards: fresh(cards.snapCards, s.snapCards),
    giftCards: fresh(cards.giftCards, s.giftCards),
  };
};
/** The billing address matching a card's own (first line and postal code). */
const addressOfCard = (card: Card | null, addresses: readonly ServerAddress[]) =>
  card?.address
    ? addresses.find(
        (a) => a.addressLine1 === card.address?.addressLines[0] && a.zip === card.address?.postalCode,
      )
    : undefined;
const nonEmpty = (errors: Record<string, string | null>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== null)) as FieldErrors;

function failureOf(error: unknown, action: WalletAction, app: AppName): WalletFailure {
  return walletErrorMessage(asApiError(error) as ApiError, action, app);
}

function addressFormErrors(form: AddressForm): FieldErrors {
  return nonEmpty({
    addressLine1: validateAddressLine(form.addressLine1),
    addressLine2: validateUnit(form.addressLine2),
    city: validateCity(form.city),
    stateCode: validateState(form.stateCode),
    zip: validatePostal(form.zip),
  });
}

export const walletUpdates: WalletUpdates = {
  setLoadFailure: ({ context }, params: { error: unknown }) => ({
    loadFailure: failureOf(params.error, 'getCards', context.config.appName),
  }),
  storePendingAddress: ({ context, event }) => {
    if (event.type !== 'address.save') return {};
    const f = event.form;
    const pending: ServerAddress = {
      addressId: context.editingAddress?.addressId ?? '',
      addressLine1: f.addressLine1.trim(),
      ...(f.addressLine2.trim() ? { addressLine2: f.addressLine2.trim() } : {}),
      addressType: context.editingAddress?.addressType ?? 'delivery',
      city: f.city.trim(),
      countryCode: countryFor(f.stateCode),
      preferredAddress: context.editingAddress?.preferredAddress ?? false,
      stateCode: f.stateCode,
      zip: f.zip.trim(),
    };
    return { pendingAddress: pending };
  },
  noCardsError: () => ({ errorMessage: NO_CARDS_MESSAGES.flyoutConfirm }),
  needBankCardError: () => ({ errorMessage: ERROR_MESSAGES.needBankCard }),
  snapExistsError: () => ({ errorMessage: ERROR_MESSAGES.snapAlreadyAdded }),
  giftLimitError: () => ({ errorMessage: ERROR_MESSAGES.giftLimit }),
  prepareAddCard: ({ context }) => ({
    // §2 "home-type address sorts first": the first address is the one chosen (again when the addresses come).
    addressId: sortAddresses(context.addresses)[0]?.addressId ?? null,
    addressReturn: 'addCard' as const,
    addDraft: null,
    errorMessage: null,
    fieldErrors: {},
  }),
  validateAddCard: ({ context, event }) => {
    if (event.type !== 'addCard.submit') return {};
    const address = context.addresses.find((a) => a.addressId === context.addressId) ?? null;
    const fieldErrors = nonEmpty({
      firstName: validateName(event.form.firstName, 'first'),
      lastName: validateName(event.form.lastName, 'last'),
      address: billingAddressProblem(address),
    });
    return {
      fieldErrors,
      errorMessage: null,
      addDraft: {
        ...event.form,
        // §2 "Ticking 'Make this my preferred card' forces save on"; without the option, cards are saved.
        save: event.form.preferred || event.form.save || !context.config.saveCardOptionEnabled,
      },
    };
  },
  validateEdit: ({ context, event }) => {
    if (event.type !== 'edit.submit') return {};
    const address = context.addresses.find((a) => a.addressId === context.addressId) ?? null;
    return {
      fieldErrors: nonEmpty({
        firstName: validateName(event.form.firstName, 'first'),
        lastName: validateName(event.form.lastName, 'last'),
        expiry: validateExpiry(
          event.form.expirationMonth,
          event.form.expirationYear,
          new Date(context.config.today),
        ),
        address:
          context.addressId === null && context.activeCard?.address ? null : billingAddressProblem(address),
      }),
      errorMessage: null,
      editDraft: { ...event.form },
    };
  },
  validateSnap: ({ event }) =>
    event.type === 'snap.submit'
      ? {
          fieldErrors: nonEmpty({ pan: validateEbtNumber(event.pan) }),
          snapPan: event.pan,
          errorMessage: null,
        }
      : {},
  validateGift: ({ event }) =>
    event.type === 'gift.submit'
      ? {
          fieldErrors: nonEmpty({ pan: validateGiftNumber(event.pan), pin: validatePin(event.pin) }),
          giftDraft: { pan: event.pan, pin: event.pin },
          errorMessage: null,
        }
      : {},
  validateAddress: ({ event }) =>
    event.type === 'address.save' ? { fieldErrors: addressFormErrors(event.form), errorMessage: null } : {},
  cardAdded: ({ context }, params: { card: Card }) => {
    const card = params.card;
    const group = groupOf(card);
    const app = context.config.appName;
    const cards = { ...context.cards };
    let flyout = context.flyout;
    if (group === 'giftCards') {
      cards.giftCards = [...cards.giftCards, card];
      flyout = { ...flyout, giftCards: [...flyout.giftCards, card] };
    } else if (group === 'snapCards') {
      cards.snapCards = [card];
      flyout = { ...flyout, snapCards: [card] };
    } else {
      cards.bankCards = applyPreferred([...cards.bankCards.filter((c) => c.id !== card.id), card], card, app);
      flyout = { ...flyout, bankCards: [card] };
    }
    return { cards, flyout, successMessage: SUCCESS_MESSAGES.added, errorMessage: null, fieldErrors: {} };
  },
  cardEdited: ({ context }, params: { card: Card }) => {
    const card = params.card;
    const app = context.config.appName;
    return {
      cards: { ...context.cards, bankCards: applyPreferred(context.cards.bankCards, card, app) },
      flyout: replaceIn(context.flyout, card),
      checkout: replaceIn(context.checkout, card),
      activeCard: null,
      successMessage: SUCCESS_MESSAGES.edited,
      errorMessage: null,
    };
  },
  cardDeleted: ({ context }) => {
    const id = context.activeCard?.id ?? '';
    const cards = {
      bankCards: context.cards.bankCards.filter((c) => c.id !== id),
      snapCards: context.cards.snapCards.filter((c) => c.id !== id),
      giftCards: context.cards.giftCards.filter((c) => c.id !== id),
    };
    return {
      cards,
      checkout: withoutCard(context.checkout, id),
      flyout: withoutCard(context.flyout, id),
      activeCard: null,
      successMessage: SUCCESS_MESSAGES.deleted,
      errorMessage: null,
    };
  },
  cardPreferred: ({ context }) => {
    const card = context.activeCard;
    if (!card) return {};
    const app = context.config.appName;
    const preferred = { ...card, default: true, defaultApplications: [...card.defaultApplications, app] };
    return {
      cards: { ...context.cards, bankCards: applyPreferred(context.cards.bankCards, preferred, app) },
      flyout: { ...context.flyout, bankCards: [preferred] },
      activeCard: null,
      successMessage: SUCCESS_MESSAGES.preferred,
      errorMessage: null,
    };
  },
  setSnapBalance: ({ context }, params: { balance: string }) => {
    const set = (c: Card) => ({ ...c, balance: params.balance });
    return {
      cards: { ...context.cards, snapCards: context.cards.snapCards.map(set) },
      flyout: { ...context.flyout, snapCards: context.flyout.snapCards.map(set) },
      activeCard: null,
      errorMessage: null,
    };
  },
  setGiftBalance: ({ context }, params: { balance: string }) => {
    const id = context.activeCard?.id;
    const set = (c: Card) => (c.id === id ? { ...c, balance: params.balance } : c);
    return {
      cards: { ...context.cards, giftCards: context.cards.giftCards.map(set) },
      flyout: { ...context.flyout, giftCards: context.flyout.giftCards.map(set) },
      balanceFailed: context.balanceFailed.filter((b) => b !== id),
      activeCard: null,
    };
  },
  giftBalanceFailed: ({ context }) => ({
    balanceFailed: context.activeCard
      ? [...context.balanceFailed, context.activeCard.id]
      : context.balanceFailed,
    activeCard: null,
  }),
  setFailure: ({ context }, params: { error: unknown; action: WalletAction }) => {
    const failure = failureOf(params.error, params.action, context.config.appName);
    return { errorMessage: failure.message, lastFailure: failure };
  },
  // A field mistake (a card number, expiry, CVV or PIN the secure fields refuse) is shown by the frame, next to
  // its field: the form adds nothing. Other failures (the frame never answered) get the form's message.
  setSecureFieldFailure: ({ context }, params: { error: unknown }) => ({
    errorMessage: isSecureFieldMistake(params.error)
      ? null
      : withPhone(secureFieldFailureMessage(params.error), context.config.appName),
  }),
  setAddresses: ({ context }, params: { addresses: ServerAddress[] }) => {
    const addresses = sortAddresses(params.addresses);
    // The edit form keeps the card's own address (the matching saved one when there is one); the add form and the
    // address list take the first (home) address unless one is chosen.
    const chosen =
      context.addressReturn === 'editCard'
        ? (context.addressId ?? addressOfCard(context.activeCard, addresses)?.addressId ?? null)
        : (context.addressId ?? addresses[0]?.addressId ?? null);
    return { addresses, addressId: chosen, errorMessage: null };
  },
  refreshCards: ({ context }, params: { cards: Card[] }) => {
    const cards = groupCards(params.cards);
    const { appName, order, selectDefaultCardOnly } = context.config;
    let checkout = keepIn(cards, context.checkout);
    if (checkout.bankCards.length === 0) {
      checkout = {
        ...checkout,
        bankCards: initialSelection(cards, appName, order, selectDefaultCardOnly).bankCards,
      };
    }
    const kept = keepIn(cards, context.flyout);
    const flyout = kept.bankCards.length === 0 ? { ...kept, bankCards: checkout.bankCards } : kept;
    const all = [...cards.bankCards, ...cards.snapCards, ...cards.giftCards];
    return {
      cards,
      checkout,
      flyout,
      activeCard: all.find((c) => c.id === context.activeCard?.id) ?? context.activeCard,
      balanceFailed: context.balanceFailed.filter((id) => all.some((c) => c.id === id)),
    };
  },
  addressSaved: ({ context }, params: { address: ServerAddress }) => ({
    addresses: sortAddresses([
      ...context.addresses.filter((a) => a.addressId !== params.address.addressId),
      params.address,
    ]),
    addressId: params.address.addressId,
    editingAddress: null,
  }),
};
