/** payment-wallet.md §4 "States and transitions" (with §2 screens, §5 validation, §8 errors): the wallet widget.
 *  initializing (until the config is initialised) → loading → ready | loadFailed. ready is parallel: flyout (closed | open with the ten screens) and notice
 *  (quiet | success, cleared after 5 s). The charts decide; src/ provides the calls (each through the retry
 *  chart), the secure card fields, the host messages, the fraud script and the analytics sink.
 *
 *  The chart is built by `createWalletChart(updates)`: the context updates that the summary box never needs
 *  before it renders (the flyout's forms and validation, add/edit/delete/preferred, balances, addresses, the
 *  error catalogue) are named here and implemented in wallet.updates.ts, so the widget can load them after its
 *  first render. `walletMachine` (wallet.machine.ts) is this chart with its updates: what tests, docs and the
 *  inspector read. */
import { and, assign, not, raise, setup } from 'xstate';
import type { Card, SecureFieldResult, ServerAddress } from '../../../api/contracts/wallet';
import {
  type CardAction,
  cardActions,
  cardDisabled,
  EMPTY_CARDS,
  EMPTY_SELECTION,
  groupCards,
  groupOf,
  hasBalanceError,
  initialSelection,
  type OrderInfo,
  type Selection,
  sameSelection,
  selectCard,
  showsActionsMenu,
  type WalletCards,
} from '../../../domain/wallet/cards';
import { asApiError } from '../../../domain/errors';
import {
  type AppName,
  isUnknownOutcome,
  MAX_GIFT_CARDS,
  SUCCESS_MESSAGE_MS,
} from '../../../domain/wallet/constants';
import type { WalletFailure } from '../../../domain/wallet/errors';
import type { WalletAction } from '../../../domain/wallet/messages';
import type { BankCardDraft, EditCardDraft } from '../../../domain/wallet/payloads';
import { notProvided } from '../../shared/actors';

export type Screen =
  | 'list'
  | 'addCard'
  | 'addSnap'
  | 'addGift'
  | 'checkBalance'
  | 'editCard'
  | 'deleteCard'
  | 'exitConfirm'
  | 'addressList'
  | 'updateAddress';

export interface WalletInput {
  /** §4 "once config is initialised, cards are fetched": false waits for a configure with isInitialized. */
  isInitialized: boolean;
  appName: AppName;
  isMyWallet: boolean;
  showSnapCards: boolean;
  showGiftCards: boolean;
  getGiftCardBalances: boolean;
  /** §3 walletConfig.selectDefaultCardOnly: the initial selection takes only the preferred bank card. */
  selectDefaultCardOnly: boolean;
  saveCardOptionEnabled: boolean;
  order?: OrderInfo | undefined;
  /** checkoutConfig.getEbtCardPaymentTotal() at start (0 when absent). */
  ebtPaymentTotal: number;
  /** Today, for expiry validation (the chart has no clock of its own). */
  today: string;
}

export type FieldErrors = Partial<Record<string, string>>;

export interface WalletContext {
  config: WalletInput;
  cards: WalletCards;
  checkout: Selection;
  flyout: Selection;
  activeCard: Card | null;
  addresses: ServerAddress[];
  addressId: string | null;
  /** Where the address list returns to. */
  addressReturn: 'addCard' | 'editCard';
  editingAddress: ServerAddress | null;
  deepLink: boolean;
  fraudLoaded: boolean;
  loadFailure: WalletFailure | null;
  /** The last failed call's §8 failure (told to the host and to analytics). */
  lastFailure: WalletFailure | null;
  /** §2 openFlyout asked before the cards were there: opened once they are. */
  pendingOpen: OpenRequest | null;
  errorMessage: string | null;
  successMessage: string | null;
  fieldErrors: FieldErrors;
  addDraft: Omit<BankCardDraft, 'secure' | 'address'> | null;
  editDraft: Omit<EditCardDraft, 'card' | 'address'> | null;
  snapPan: string;
  giftDraft: { pan: string; pin: string } | null;
  secure: SecureFieldResult | null;
  pinCheckoutId: string | null;
  pendingAddress: ServerAddress | null;
  balanceFailed: string[];
}

export interface AddCardForm {
  firstName: string;
  lastName: string;
  save: boolean;
  preferred: boolean;
}
export interface EditCardForm {
  firstName: string;
  lastName: string;
  expirationMonth: string;
  expirationYear: string;
  preferred: boolean;
}
export interface AddressForm {
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateCode: string;
  zip: string;
}

export type WalletEvent =
  | { type: 'wallet.reload' }
  /** The host's data message: updated checkout data or mode (order total, SNAP eligibility, My Wallet). */
  | { type: 'wallet.configure'; config: Partial<WalletInput> }
  | { type: 'wallet.open'; screen?: 'list' | 'checkBalance'; cardId?: string; deepLink?: boolean }
  | { type: 'wallet.close' }
  | { type: 'wallet.retry' }
  | { type: 'flyout.exit' }
  | { type: 'flyout.confirm' }
  | { type: 'flyout.cancel' }
  | { type: 'exit.keep' }
  | { type: 'exit.discard' }
  | { type: 'card.select'; cardId: string }
  | { type: 'card.remove'; cardId: string }
  | { type: 'card.edit'; cardId: string }
  | { type: 'card.delete'; cardId: string }
  | { type: 'card.makePreferred'; cardId: string }
  | { type: 'card.checkBalance'; cardId: string }
  | { type: 'card.retryBalance'; cardId: string }
  | { type: 'screen.addCard' }
  | { type: 'screen.addSnap' }
  | { type: 'screen.addGift' }
  | { type: 'screen.back' }
  | { type: 'delete.confirm' }
  | { type: 'delete.keep' }
  | { type: 'addCard.submit'; form: AddCardForm }
  | { type: 'snap.submit'; pan: string }
  | { type: 'gift.submit'; pan: string; pin: string }
  | { type: 'balance.submit' }
  | { type: 'edit.submit'; form: EditCardForm }
  /** Leaves for the address list; `draft` keeps what the shopper typed in the card form. */
  | { type: 'address.choose'; draft?: Partial<AddCardForm> }
  | { type: 'address.select'; addressId: string }
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: string }
  | { type: 'address.save'; form: AddressForm }
  | { type: 'address.retry' }
  | { type: 'notice.shown' };

/** What the host's openFlyout asks for (§2: a screen, a card, the card box's deep-link flag). */
export type OpenRequest = Omit<Extract<WalletEvent, { type: 'wallet.open' }>, 'type'>;

/** What the chart tells the host (§2 messages data and error). */
export type HostMessage = { type: 'data'; selection: Selection } | { type: 'error'; failure: WalletFailure };

export const allCards = (c: WalletCards) => [...c.bankCards, ...c.snapCards, ...c.giftCards];
export const byId = (cards: WalletCards, id: string | undefined) =>
  id ? allCards(cards).find((c) => c.id === id) : undefined;
export const withoutCard = (s: Selection, id: string): Selection => ({
  bankCards: s.bankCards.filter((c) => c.id !== id),
  snapCards: s.snapCards.filter((c) => c.id !== id),
  giftCards: s.giftCards.filter((c) => c.id !== id),
});
/** The SNAP card a check-balance deep link opens the PIN form for (the first SNAP card when it names none): §2
 *  "The check-balance form opens only if the card has no balance yet", so none when its balance is known. */
const balanceCard = (cards: WalletCards, id: string | undefined) => {
  const card = id ? byId(cards, id) : cards.snapCards[0];
  return card?.cardType === 'EBT_CARD' && (card.balance === null || card.balance === undefined) ? card : null;
};
export const eventCardId = (event: WalletEvent) => ('cardId' in event ? event.cardId : undefined);

/** One context update: what changes, from the context and the event (and the action's params). */
export type Update<P = void> = (
  args: { context: WalletContext; event: WalletEvent },
  params: P,
) => Partial<WalletContext>;

/** The updates implemented in wallet.updates.ts (only ever run once the flyout is open or a call settled). */
export interface WalletUpdates {
  setLoadFailure: Update<{ error: unknown }>;
  setFailure: Update<{ error: unknown; action: WalletAction }>;
  setSecureFieldFailure: Update<{ error: unknown }>;
  noCardsError: Update;
  needBankCardError: Update;
  snapExistsError: Update;
  giftLimitError: Update;
  prepareAddCard: Update;
  validateAddCard: Update;
  validateEdit: Update;
  validateSnap: Update;
  validateGift: Update;
  validateAddress: Update;
  storePendingAddress: Update;
  cardAdded: Update<{ card: Card }>;
  cardEdited: Update<{ card: Card }>;
  cardDeleted: Update;
  cardPreferred: Update;
  setSnapBalance: Update<{ balance: string }>;
  setGiftBalance: Update<{ balance: string }>;
  giftBalanceFailed: Update;
  setAddresses: Update<{ addresses: ServerAddress[] }>;
  addressSaved: Update<{ address: ServerAddress }>;
  refreshCards: Update<{ cards: Card[] }>;
}

const SEND_DATA = {
  type: 'notifyHost',
  params: ({ context }: { context: WalletContext }): HostMessage => ({
    type: 'data',
    selection: context.checkout,
  }),
} as const;

// Transition blocks the flyout's screens share (the state names and the graph are the same as written out).
const OPEN = '#wallet.ready.flyout.open';
const LIST = '#wallet.ready.flyout.open.list';
const CLOSED = '#wallet.ready.flyout.closed';

/** Before the cards are there, the host's openFlyout is kept for when they are, and closeFlyout forgets it. */
const PENDING_OPEN = {
  'wallet.open': { actions: 'rememberOpen' },
  'wallet.close': { actions: 'forgetPendingOpen' },
} as const;

/** §2 check balance: exit closes the flyout when a deep link opened it, else returns to the list. Back returns to
 *  the list; a deep link shows no back button ("not when check balance was opened by deep link"). */
const LEAVE_BALANCE = [
  { guard: 'isDeepLink', target: CLOSED },
  { target: LIST, actions: 'clearMessages' },
] as const;
const SET_SNAP_BALANCE = {
  type: 'setSnapBalance',
  params: ({ event }: { event: { output: string } }) => ({ balance: event.output }),
} as const;
/** The address list returns to the card form it was opened from. */
const LEAVE_ADDRESSES = [{ guard: 'isReturningToEdit', target: 'editCard' }, { target: 'addCard' }] as const;
const TO_ADDRESS_FORM = {
  target: '#wallet.ready.flyout.open.updateAddress',
  actions: 'setEditingAddress',
} as const;

/** §8 a failed call: its message (the action's error catalogue entry), the host's `error` message and the analytics
 *  event (4xx user constraint, 5xx service error). (A card call whose outcome is unknown also reloads the cards:
 *  the `cards` region's RELOAD_AFTER.) */
const failureActions = (action: WalletAction) =>
  [
    {
      type: 'setFailure',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, action }),
    },
    {
      type: 'notifyHost',
      params: ({ context }: { context: WalletContext }) => ({
        type: 'error' as const,
        failure: context.lastFailure!,
      }),
    },
    {
      type: 'reportFailure',
      params: ({ context }: { context: WalletContext }) => ({ failure: context.lastFailure!, action }),
    },
  ] as const;
const failure = <T extends string>(target: T, action: WalletAction) =>
  ({ target, actions: failureActions(action) }) as const;

/** §4/§8 the card calls after which the cards are reloaded when the outcome is unknown (timeout, no answer, 5xx):
 *  the service may have stored the card (or deleted it) though the widget never heard. */
const RELOAD_AFTER = Object.fromEntries(
  ['addBankCard', 'addSnapCard', 'addGiftCard', 'editCard', 'deleteCard', 'setPreferred'].map((id) => [
    `xstate.error.actor.${id}`,
    { guard: 'isUnknownOutcome', target: 'reloading' },
  ]),
) as Record<
  `xstate.error.actor.${'addBankCard' | 'addSnapCard' | 'addGiftCard' | 'editCard' | 'deleteCard' | 'setPreferred'}`,
  { guard: 'isUnknownOutcome'; target: 'reloading' }
>;

const openRequest = (event: WalletEvent): OpenRequest =>
  event.type === 'wallet.open'
    ? {
        ...(event.screen ? { screen: event.screen } : {}),
        ...(event.cardId ? { cardId: event.cardId } : {}),
        ...(event.deepLink ? { deepLink: true } : {}),
      }
    : {};

/** §4/§5 opening the add screen of a SNAP or gift card from the list: a bank card first (checkout), then the
 *  card kind's own limit (one SNAP card, five gift cards). */
const openAddScreen = <T extends string>(
  target: T,
  limit: { guard: 'hasSnapCard' | 'isGiftLimitReached'; error: 'snapExistsError' | 'giftLimitError' },
) =>
  [
    { guard: 'hasNoBankCard', actions: 'needBankCardError' },
    { guard: limit.guard, actions: limit.error },
    { target, actions: 'clearMessages' },
  ] as const;

/** §7 the secure card fields' step of the add and edit forms: the answer is kept for the call that follows;
 *  a refusal or timeout goes back to editing with its message. */
const tokenizing = <S extends 'tokenizeCard' | 'tokenizeEdit'>(src: S) =>
  ({
    tags: 'submitting',
    invoke: {
      id: src,
      src,
      onDone: {
        target: 'submitting',
        actions: {
          type: 'storeSecure',
          params: ({ event }: { event: { output: SecureFieldResult } }) => ({ secure: event.output }),
        },
      },
      onError: {
        target: 'editing',
        actions: {
          type: 'setSecureFieldFailure',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  }) as const;

/** §4 "Add card" for one card kind (bank, SNAP EBT, gift): the add call; the new card goes to the list with the
 *  success message, a failure back to editing with the add-card message of §8 (the cards reloaded when the
 *  outcome is unknown). */
const adding = <S extends 'addBankCard' | 'addSnapCard' | 'addGiftCard', I>(
  src: S,
  input: (args: { context: WalletContext }) => I,
) =>
  ({
    tags: 'submitting',
    invoke: {
      id: src,
      src,
      input,
      onDone: {
        target: LIST,
        actions: [
          { type: 'cardAdded', params: ({ event }: { event: { output: Card } }) => ({ card: event.output }) },
          'showNotice',
        ],
      },
      onError: failure('editing', 'addCard'),
    },
  }) as const;

/** Back and exit of a form: to `back` with the messages cleared. Only while editing: a form whose call is in
 *  flight shows its progress and its result (Escape and Back wait). */
const leaveForm = (back: string) =>
  ({
    'screen.back': { target: back, actions: 'clearMessages' },
    'flyout.exit': { target: back, actions: 'clearMessages' },
  }) as const;

/** A form screen of the flyout: `editing` → validating → the `first` of `steps` once the fields are valid (back
 *  to editing with the field errors otherwise); back and exit (while editing) leave for `back`. */
const formScreen = <const E, const S extends Record<string, unknown>>(
  editingOn: E,
  first: keyof S & string,
  steps: S,
  back: string = LIST,
) =>
  ({
    initial: 'editing',
    states: {
      editing: { on: { ...leaveForm(back), ...editingOn } },
      validating: { always: [{ guard: 'hasNoFieldErrors', target: first }, { target: 'editing' }] },
      ...steps,
    },
  }) as const;

/** §2 the add and edit card forms: a form screen that starts by fetching the billing addresses (the form shows at
 *  once; the first address, the home one, is chosen when they come: the address list returns to `editing`). */
const cardForm = <const E, const S extends Record<string, unknown>>(editingOn: E, steps: S) => {
  const screen = formScreen(editingOn, 'tokenizing', steps);
  return {
    ...screen,
    states: {
      loadingAddresses: {
        tags: 'busy',
        on: leaveForm(LIST),
        invoke: {
          id: 'fetchAddresses',
          src: 'fetchAddresses',
          onDone: {
            target: 'editing',
            actions: {
              type: 'setAddresses',
              params: ({ event }: { event: { output: ServerAddress[] } }) => ({ addresses: event.output }),
            },
          },
          onError: failure('editing', 'getBilling'),
        },
      },
      ...screen.states,
    },
  } as const;
};

export function createWalletChart(updates: () => WalletUpdates) {
  return setup({
    types: {
      context: {} as WalletContext,
      events: {} as WalletEvent,
      input: {} as WalletInput,
      tags: {} as 'busy' | 'submitting',
    },
    actors: {
      fetchCards: notProvided<Card[]>('fetchCards'),
      addBankCard: notProvided<Card, BankCardDraft>('addBankCard'),
      addSnapCard: notProvided<Card, { pan: string }>('addSnapCard'),
      addGiftCard: notProvided<Card, { pan: string; pin: string }>('addGiftCard'),
      editCard: notProvided<Card, EditCardDraft>('editCard'),
      deleteCard: notProvided<void, { card: Card }>('deleteCard'),
      setPreferred: notProvided<void, { card: Card }>('setPreferred'),
      fetchAddresses: notProvided<ServerAddress[]>('fetchAddresses'),
      saveAddress: notProvided<ServerAddress, { address: ServerAddress }>('saveAddress'),
      giftBalance: notProvided<string, { card: Card }>('giftBalance'),
      /** The secure card fields in add mode: registration id, first six, expiry (the widget never reads the number). */
      tokenizeCard: notProvided<SecureFieldResult>('tokenizeCard'),
      /** The secure fields in edit mode: the CVV as a checkout id. */
      tokenizeEdit: notProvided<SecureFieldResult>('tokenizeEdit'),
      /** The secure PIN field: pin checkout id. */
      tokenizePin: notProvided<SecureFieldResult>('tokenizePin'),
      ebtBalance: notProvided<string, { card: Card; pinCheckoutId: string }>('ebtBalance'),
    },
    actions: {
      /** Provided by src/: posts the data or error message to the host. */
      notifyHost: (_, _params: HostMessage) => {},
      /** Provided by src/: analytics (4xx user constraint, 5xx service error) through the shared sink. */
      reportFailure: (_, _params: { failure: WalletFailure; action: WalletAction }) => {},
      /** Provided by src/: loads the fraud device script when `load` (§4: first open, never for membership). */
      loadFraudScript: (_, _params: { load: boolean }) => {},
      /** Provided by src/: moves focus back to the element that opened the flyout. */
      restoreFocus: () => {},
      markFraudLoaded: assign({ fraudLoaded: true }),
      configure: assign(({ context, event }) =>
        event.type === 'wallet.configure' ? { config: { ...context.config, ...event.config } } : {},
      ),
      storeCards: assign(({ context }, params: { cards: Card[] }) => {
        const cards = groupCards(params.cards);
        const { appName, order, selectDefaultCardOnly } = context.config;
        const checkout = initialSelection(cards, appName, order, selectDefaultCardOnly);
        return { cards, checkout, flyout: checkout, loadFailure: null, balanceFailed: [] };
      }),
      openFlyout: assign(({ context }, request: OpenRequest) => {
        const screenDeepLink = request.screen === 'checkBalance';
        const card = screenDeepLink ? balanceCard(context.cards, request.cardId) : null;
        return {
          flyout: context.checkout,
          // §2 the flag marks a check balance opened from the card box: a link naming no SNAP card, or one whose
          // balance is known, opens the list, which is no deep link (its check balance keeps Back, its exit
          // returns to the list).
          deepLink: card !== null && request.deepLink === true,
          activeCard: screenDeepLink ? card : context.activeCard,
          successMessage: null,
          errorMessage: null,
          fieldErrors: {},
        };
      }),
      clearMessages: assign({ errorMessage: null, fieldErrors: {} }),
      rememberOpen: assign(({ event }) => ({ pendingOpen: openRequest(event) })),
      forgetPendingOpen: assign({ pendingOpen: null }),
      keepDraft: assign(({ context, event }) =>
        event.type === 'address.choose' && event.draft
          ? {
              addDraft: {
                firstName: '',
                lastName: '',
                save: true,
                preferred: false,
                ...context.addDraft,
                ...event.draft,
              },
            }
          : {},
      ),
      selectCard: assign(({ context, event }) => {
        const card = byId(context.cards, eventCardId(event));
        if (!card) return {};
        const flyout = selectCard(context.flyout, card);
        // §4 "Unchecking SNAP clears SNAP selections in both places."
        const uncheckedSnap = groupOf(card) === 'snapCards' && flyout.snapCards.length === 0;
        return {
          flyout,
          checkout: uncheckedSnap ? { ...context.checkout, snapCards: [] } : context.checkout,
          errorMessage: null,
        };
      }),
      removeFromCheckout: assign(({ context, event }) => {
        const id = eventCardId(event) ?? '';
        return { checkout: withoutCard(context.checkout, id), flyout: withoutCard(context.flyout, id) };
      }),
      commitSelection: assign(({ context }) => ({ checkout: context.flyout })),
      discardSelection: assign(({ context }) => ({ flyout: context.checkout })),
      storeSecure: assign((_, params: { secure: SecureFieldResult }) => ({ secure: params.secure })),
      storePinCheckoutId: assign((_, params: { secure: SecureFieldResult }) => ({
        pinCheckoutId: params.secure.pinCheckoutId ?? '',
      })),
      setActiveCard: assign(({ context, event }) => ({
        activeCard: byId(context.cards, eventCardId(event)) ?? null,
      })),
      prepareEditCard: assign(({ context, event }) => {
        const card = byId(context.cards, eventCardId(event)) ?? null;
        const match = card?.address
          ? context.addresses.find(
              (a) => a.addressLine1 === card.address?.addressLines[0] && a.zip === card.address?.postalCode,
            )
          : undefined;
        return {
          activeCard: card,
          addressId: match?.addressId ?? null,
          addressReturn: 'editCard' as const,
          errorMessage: null,
          fieldErrors: {},
        };
      }),
      selectAddress: assign(({ event }) =>
        event.type === 'address.select' ? { addressId: event.addressId } : {},
      ),
      setEditingAddress: assign(({ context, event }) => ({
        editingAddress:
          event.type === 'address.edit'
            ? (context.addresses.find((a) => a.addressId === event.addressId) ?? null)
            : null,
        fieldErrors: {},
        errorMessage: null,
      })),
      clearSuccess: assign({ successMessage: null }),
      showNotice: raise({ type: 'notice.shown' }),
      // The updates of wallet.updates.ts (see WalletUpdates).
      setLoadFailure: assign((a, p: { error: unknown }) => updates().setLoadFailure(a, p)),
      setFailure: assign((a, p: { error: unknown; action: WalletAction }) => updates().setFailure(a, p)),
      setSecureFieldFailure: assign((a, p: { error: unknown }) => updates().setSecureFieldFailure(a, p)),
      noCardsError: assign((a) => updates().noCardsError(a)),
      needBankCardError: assign((a) => updates().needBankCardError(a)),
      snapExistsError: assign((a) => updates().snapExistsError(a)),
      giftLimitError: assign((a) => updates().giftLimitError(a)),
      prepareAddCard: assign((a) => updates().prepareAddCard(a)),
      validateAddCard: assign((a) => updates().validateAddCard(a)),
      validateEdit: assign((a) => updates().validateEdit(a)),
      validateSnap: assign((a) => updates().validateSnap(a)),
      validateGift: assign((a) => updates().validateGift(a)),
      validateAddress: assign((a) => updates().validateAddress(a)),
      storePendingAddress: assign((a) => updates().storePendingAddress(a)),
      cardAdded: assign((a, p: { card: Card }) => updates().cardAdded(a, p)),
      cardEdited: assign((a, p: { card: Card }) => updates().cardEdited(a, p)),
      cardDeleted: assign((a) => updates().cardDeleted(a)),
      cardPreferred: assign((a) => updates().cardPreferred(a)),
      setSnapBalance: assign((a, p: { balance: string }) => updates().setSnapBalance(a, p)),
      setGiftBalance: assign((a, p: { balance: string }) => updates().setGiftBalance(a, p)),
      giftBalanceFailed: assign((a) => updates().giftBalanceFailed(a)),
      setAddresses: assign((a, p: { addresses: ServerAddress[] }) => updates().setAddresses(a, p)),
      addressSaved: assign((a, p: { address: ServerAddress }) => updates().addressSaved(a, p)),
      refreshCards: assign((a, p: { cards: Card[] }) => updates().refreshCards(a, p)),
    },
    guards: {
      /** §4 "Unchecking SNAP clears SNAP selections in both places": this tick unchecks the checkout's SNAP card. */
      isUncheckingCheckoutSnap: ({ context, event }) => {
        const id = eventCardId(event);
        return (
          context.flyout.snapCards.some((c) => c.id === id) &&
          context.checkout.snapCards.some((c) => c.id === id)
        );
      },
      isCheckBalanceLink: ({ context }, request: OpenRequest) =>
        request.screen === 'checkBalance' && balanceCard(context.cards, request.cardId) !== null,
      hasPendingOpen: ({ context }) => context.pendingOpen !== null,
      /** A card call failed with an unknown outcome (§8 timeout, no answer, 5xx): the service may have done it. */
      isUnknownOutcome: ({ event }) => 'error' in event && isUnknownOutcome(asApiError(event.error).status),
      isMyWallet: ({ context }) => context.config.isMyWallet,
      isInitialized: ({ context }) => context.config.isInitialized,
      hasSelectionChanged: ({ context }) => !sameSelection(context.flyout, context.checkout),
      hasBankCardSelected: ({ context }) => context.flyout.bankCards.length > 0,
      hasNoBankCard: ({ context }) => !context.config.isMyWallet && context.cards.bankCards.length === 0,
      hasSnapCard: ({ context }) => context.cards.snapCards.length > 0,
      isGiftLimitReached: ({ context }) => context.cards.giftCards.length >= MAX_GIFT_CARDS,
      isBankCard: ({ context, event }) => {
        const card = byId(context.cards, eventCardId(event));
        return card !== undefined && groupOf(card) === 'bankCards';
      },
      /** §2 whether the list offers this action for the card: the actions menu (per mode and app, Make Preferred
       *  not for the preferred or an expired card, Edit only for saved cards) or an expired card's own Edit. */
      canUseCardAction: ({ context, event }, params: { action: CardAction }) => {
        const card = byId(context.cards, eventCardId(event));
        if (!card) return false;
        if (params.action === 'edit' && card.expired && groupOf(card) === 'bankCards') return true;
        const { isMyWallet, appName } = context.config;
        return (
          showsActionsMenu(card, { isMyWallet, app: appName }) &&
          cardActions(card, appName).includes(params.action)
        );
      },
      /** §2 the list's radio or checkbox of the card is there (not on My Wallet) and enabled. */
      canSelectCard: ({ context, event }) => {
        const card = byId(context.cards, eventCardId(event));
        return (
          card !== undefined &&
          !context.config.isMyWallet &&
          !cardDisabled(card, context.flyout, context.config)
        );
      },
      /** §2 a balance retry is offered for a gift card whose balance failed or is missing. */
      hasBalanceError: ({ context, event }) => {
        const card = byId(context.cards, eventCardId(event));
        return (
          card !== undefined &&
          hasBalanceError(card, context.balanceFailed, context.config.getGiftCardBalances)
        );
      },
      canRemoveCard: ({ context, event }) => {
        const id = eventCardId(event);
        return [...context.checkout.snapCards, ...context.checkout.giftCards].some((c) => c.id === id);
      },
      isExpiredCardInCheckout: ({ context, event }) =>
        context.checkout.bankCards.some((c) => c.id === eventCardId(event) && c.expired),
      /** §2 "The check-balance form opens only if the card has no balance yet." */
      hasNoBalanceYet: ({ context, event }) => {
        const card = byId(context.cards, eventCardId(event));
        return card?.cardType === 'EBT_CARD' && (card.balance === null || card.balance === undefined);
      },
      isDeepLink: ({ context }) => context.deepLink,
      hasNoFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length === 0,
      isReturningToEdit: ({ context }) => context.addressReturn === 'editCard',
    },
    delays: {
      SUCCESS_MESSAGE: SUCCESS_MESSAGE_MS,
    },
  }).createMachine({
    id: 'wallet',
    initial: 'initializing',
    context: ({ input }) => ({
      config: input,
      cards: EMPTY_CARDS,
      checkout: EMPTY_SELECTION,
      flyout: EMPTY_SELECTION,
      activeCard: null,
      addresses: [],
      addressId: null,
      addressReturn: 'addCard',
      editingAddress: null,
      deepLink: false,
      fraudLoaded: false,
      loadFailure: null,
      lastFailure: null,
      pendingOpen: null,
      errorMessage: null,
      successMessage: null,
      fieldErrors: {},
      addDraft: null,
      editDraft: null,
      snapPan: '',
      giftDraft: null,
      secure: null,
      pinCheckoutId: null,
      pendingAddress: null,
      balanceFailed: [],
    }),
    on: {
      'wallet.reload': { target: '.loading' },
      'wallet.configure': { actions: 'configure' },
    },
    states: {
      initializing: {
        tags: 'busy',
        always: { guard: 'isInitialized', target: 'loading' },
        on: PENDING_OPEN,
      },
      loading: {
        tags: 'busy',
        on: PENDING_OPEN,
        invoke: {
          id: 'fetchCards',
          src: 'fetchCards',
          onDone: {
            target: 'ready',
            actions: [
              { type: 'storeCards', params: ({ event }) => ({ cards: event.output }) },
              {
                type: 'notifyHost',
                params: ({ context }) => ({ type: 'data', selection: context.checkout }),
              },
            ],
          },
          onError: {
            target: 'loadFailed',
            actions: [
              { type: 'setLoadFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'notifyHost',
                params: ({ context }) => ({ type: 'error', failure: context.loadFailure! }),
              },
              {
                type: 'reportFailure',
                params: ({ context }) => ({ failure: context.loadFailure!, action: 'getCards' as const }),
              },
            ],
          },
        },
      },
      loadFailed: {
        on: { 'wallet.retry': 'loading', ...PENDING_OPEN },
      },
      ready: {
        type: 'parallel',
        states: {
          notice: {
            initial: 'quiet',
            states: {
              quiet: { on: { 'notice.shown': 'success' } },
              success: {
                on: { 'notice.shown': { target: 'success', reenter: true } },
                after: { SUCCESS_MESSAGE: { target: 'quiet', actions: 'clearSuccess' } },
              },
            },
          },
          // §2 reload / reloadCards once the widget shows cards: the cards are fetched again behind whatever the
          // flyout shows (a form keeps what was typed); the selections keep the cards that are still there.
          cards: {
            initial: 'current',
            states: {
              current: { on: { 'wallet.reload': 'reloading', ...RELOAD_AFTER } },
              reloading: {
                on: { 'wallet.reload': { target: 'reloading', reenter: true } },
                invoke: {
                  id: 'fetchCards',
                  src: 'fetchCards',
                  onDone: {
                    target: 'current',
                    actions: [
                      { type: 'refreshCards', params: ({ event }) => ({ cards: event.output }) },
                      SEND_DATA,
                    ],
                  },
                  onError: failure('current', 'getCards'),
                },
              },
            },
          },
          flyout: {
            initial: 'closed',
            states: {
              closed: {
                // §2 openFlyout asked before the cards were there (right after mount): the flyout opens now.
                always: [
                  {
                    guard: { type: 'isCheckBalanceLink', params: ({ context }) => context.pendingOpen ?? {} },
                    target: 'open.checkBalance',
                    actions: [
                      { type: 'openFlyout', params: ({ context }) => context.pendingOpen! },
                      'forgetPendingOpen',
                    ],
                  },
                  {
                    guard: 'hasPendingOpen',
                    target: 'open.list',
                    actions: [
                      { type: 'openFlyout', params: ({ context }) => context.pendingOpen! },
                      'forgetPendingOpen',
                    ],
                  },
                ],
                on: {
                  'wallet.open': [
                    {
                      guard: { type: 'isCheckBalanceLink', params: ({ event }) => openRequest(event) },
                      target: 'open.checkBalance',
                      actions: { type: 'openFlyout', params: ({ event }) => openRequest(event) },
                    },
                    {
                      target: 'open.list',
                      actions: { type: 'openFlyout', params: ({ event }) => openRequest(event) },
                    },
                  ],
                  // §2 SNAP and gift cards "can be removed from the summary box".
                  'card.remove': { guard: 'canRemoveCard', actions: ['removeFromCheckout', SEND_DATA] },
                  // §2 "In the summary box expired bank cards get only Edit".
                  'card.edit': {
                    guard: 'isExpiredCardInCheckout',
                    target: 'open.editCard.loadingAddresses',
                    actions: [{ type: 'openFlyout', params: {} }, 'prepareEditCard'],
                  },
                },
              },
              open: {
                entry: [
                  {
                    type: 'loadFraudScript',
                    params: ({ context }) => ({
                      load: !context.fraudLoaded && context.config.appName !== 'membership',
                    }),
                  },
                  'markFraudLoaded',
                ],
                exit: 'restoreFocus',
                initial: 'list',
                on: {
                  'wallet.close': { target: 'closed' },
                },
                states: {
                  list: {
                    initial: 'idle',
                    states: {
                      // The list's controls answer only while no call of the list is in flight: a delete, Make
                      // Preferred or balance retry shows its progress and its result (Escape and Cancel wait).
                      idle: {
                        on: {
                          'flyout.exit': [
                            { guard: 'isMyWallet', target: CLOSED, actions: 'discardSelection' },
                            { guard: 'hasSelectionChanged', target: `${OPEN}.exitConfirm` },
                            { target: CLOSED },
                          ],
                          'flyout.cancel': { target: CLOSED, actions: 'discardSelection' },
                          'flyout.confirm': [
                            { guard: 'isMyWallet', target: CLOSED },
                            {
                              guard: 'hasBankCardSelected',
                              target: CLOSED,
                              actions: ['commitSelection', SEND_DATA],
                            },
                            { actions: 'noCardsError' },
                          ],
                          'card.select': [
                            // §4 "Unchecking SNAP clears SNAP selections in both places": the host is told.
                            {
                              guard: and(['canSelectCard', 'isUncheckingCheckoutSnap']),
                              actions: ['selectCard', SEND_DATA],
                            },
                            { guard: 'canSelectCard', actions: 'selectCard' },
                          ],
                          'screen.addCard': {
                            target: `${OPEN}.addCard.loadingAddresses`,
                            actions: 'prepareAddCard',
                          },
                          'screen.addSnap': openAddScreen(`${OPEN}.addSnap`, {
                            guard: 'hasSnapCard',
                            error: 'snapExistsError',
                          }),
                          'screen.addGift': openAddScreen(`${OPEN}.addGift`, {
                            guard: 'isGiftLimitReached',
                            error: 'giftLimitError',
                          }),
                          // §2 the card actions the list offers (the actions menu per mode and app, the expired
                          // card's Edit); deleting gift and SNAP cards is direct, a bank card asks first.
                          'card.edit': {
                            guard: { type: 'canUseCardAction', params: { action: 'edit' as const } },
                            target: `${OPEN}.editCard.loadingAddresses`,
                            actions: 'prepareEditCard',
                          },
                          'card.delete': [
                            {
                              guard: and([
                                'isBankCard',
                                { type: 'canUseCardAction', params: { action: 'delete' as const } },
                              ]),
                              target: `${OPEN}.deleteCard`,
                              actions: 'setActiveCard',
                            },
                            {
                              guard: { type: 'canUseCardAction', params: { action: 'delete' as const } },
                              target: 'deleting',
                              actions: 'setActiveCard',
                            },
                          ],
                          'card.makePreferred': {
                            guard: { type: 'canUseCardAction', params: { action: 'makePreferred' as const } },
                            target: 'settingPreferred',
                            actions: 'setActiveCard',
                          },
                          'card.checkBalance': {
                            guard: 'hasNoBalanceYet',
                            target: `${OPEN}.checkBalance`,
                            actions: ['setActiveCard', 'clearMessages'],
                          },
                          'card.retryBalance': {
                            guard: 'hasBalanceError',
                            target: 'refreshingBalance',
                            actions: 'setActiveCard',
                          },
                        },
                      },
                      deleting: {
                        tags: 'busy',
                        invoke: {
                          id: 'deleteCard',
                          src: 'deleteCard',
                          input: ({ context }) => ({ card: context.activeCard! }),
                          onDone: { target: 'idle', actions: ['cardDeleted', SEND_DATA, 'showNotice'] },
                          onError: failure('idle', 'deleteCard'),
                        },
                      },
                      settingPreferred: {
                        tags: 'busy',
                        invoke: {
                          id: 'setPreferred',
                          src: 'setPreferred',
                          input: ({ context }) => ({ card: context.activeCard! }),
                          onDone: { target: 'idle', actions: ['cardPreferred', 'showNotice'] },
                          onError: failure('idle', 'setPreferred'),
                        },
                      },
                      refreshingBalance: {
                        tags: 'busy',
                        invoke: {
                          id: 'giftBalance',
                          src: 'giftBalance',
                          input: ({ context }) => ({ card: context.activeCard! }),
                          onDone: {
                            target: 'idle',
                            actions: {
                              type: 'setGiftBalance',
                              params: ({ event }) => ({ balance: event.output }),
                            },
                          },
                          onError: {
                            target: 'idle',
                            actions: ['giftBalanceFailed', ...failureActions('giftBalance')],
                          },
                        },
                      },
                    },
                  },
                  exitConfirm: {
                    on: {
                      'exit.keep': 'list',
                      'exit.discard': { target: CLOSED, actions: 'discardSelection' },
                      'flyout.exit': 'list',
                    },
                  },
                  addCard: cardForm(
                    {
                      'addCard.submit': { target: 'validating', actions: 'validateAddCard' },
                      'address.choose': { target: `${OPEN}.addressList`, actions: 'keepDraft' },
                    },
                    {
                      tokenizing: tokenizing('tokenizeCard'),
                      submitting: adding('addBankCard', ({ context }) => ({
                        ...context.addDraft!,
                        address: context.addresses.find((a) => a.addressId === context.addressId)!,
                        secure: context.secure!,
                      })),
                    },
                  ),
                  addSnap: formScreen(
                    { 'snap.submit': { target: 'validating', actions: 'validateSnap' } },
                    'submitting',
                    { submitting: adding('addSnapCard', ({ context }) => ({ pan: context.snapPan })) },
                  ),
                  addGift: formScreen(
                    { 'gift.submit': { target: 'validating', actions: 'validateGift' } },
                    'submitting',
                    { submitting: adding('addGiftCard', ({ context }) => context.giftDraft!) },
                  ),
                  checkBalance: {
                    initial: 'editing',
                    states: {
                      editing: {
                        // Opened by a deep link: exit closes the flyout (the host's card box opened it); no back.
                        on: {
                          'balance.submit': 'tokenizingPin',
                          'screen.back': { guard: not('isDeepLink'), target: LIST, actions: 'clearMessages' },
                          'flyout.exit': LEAVE_BALANCE,
                        },
                      },
                      tokenizingPin: {
                        tags: 'submitting',
                        invoke: {
                          id: 'tokenizePin',
                          src: 'tokenizePin',
                          onDone: {
                            target: 'submitting',
                            actions: {
                              type: 'storePinCheckoutId',
                              params: ({ event }) => ({ secure: event.output }),
                            },
                          },
                          onError: {
                            target: 'editing',
                            actions: {
                              type: 'setSecureFieldFailure',
                              params: ({ event }) => ({ error: event.error }),
                            },
                          },
                        },
                      },
                      submitting: {
                        tags: 'submitting',
                        invoke: {
                          id: 'ebtBalance',
                          src: 'ebtBalance',
                          input: ({ context }) => ({
                            card: context.activeCard!,
                            pinCheckoutId: context.pinCheckoutId ?? '',
                          }),
                          onDone: [
                            { guard: 'isDeepLink', target: CLOSED, actions: SET_SNAP_BALANCE },
                            { target: LIST, actions: SET_SNAP_BALANCE },
                          ],
                          onError: failure('editing', 'ebtBalance'),
                        },
                      },
                    },
                  },
                  editCard: cardForm(
                    {
                      'edit.submit': { target: 'validating', actions: 'validateEdit' },
                      'address.choose': { target: `${OPEN}.addressList` },
                    },
                    {
                      // §7 edit mode of the secure fields: the re-entered CVV becomes a checkout id.
                      tokenizing: tokenizing('tokenizeEdit'),
                      submitting: {
                        tags: 'submitting',
                        invoke: {
                          id: 'editCard',
                          src: 'editCard',
                          input: ({ context }: { context: WalletContext }) => ({
                            ...context.editDraft!,
                            checkoutId: context.secure?.checkoutId,
                            card: context.activeCard!,
                            address: context.addresses.find((a) => a.addressId === context.addressId) ?? null,
                          }),
                          onDone: {
                            target: LIST,
                            actions: [
                              {
                                type: 'cardEdited',
                                params: ({ event }: { event: { output: Card } }) => ({ card: event.output }),
                              },
                              'showNotice',
                            ],
                          },
                          onError: failure('editing', 'editCard'),
                        },
                      },
                    },
                  ),
                  deleteCard: {
                    initial: 'confirming',
                    states: {
                      confirming: {
                        on: { 'delete.keep': LIST, 'delete.confirm': 'deleting', 'flyout.exit': LIST },
                      },
                      deleting: {
                        tags: 'submitting',
                        invoke: {
                          id: 'deleteCard',
                          src: 'deleteCard',
                          input: ({ context }) => ({ card: context.activeCard! }),
                          onDone: { target: LIST, actions: ['cardDeleted', SEND_DATA, 'showNotice'] },
                          onError: failure(LIST, 'deleteCard'),
                        },
                      },
                    },
                  },
                  addressList: {
                    initial: 'loading',
                    // Back and exit return to the card form the list was opened from.
                    on: { 'screen.back': LEAVE_ADDRESSES, 'flyout.exit': LEAVE_ADDRESSES },
                    states: {
                      loading: {
                        tags: 'busy',
                        invoke: {
                          id: 'fetchAddresses',
                          src: 'fetchAddresses',
                          onDone: {
                            target: 'showing',
                            actions: {
                              type: 'setAddresses',
                              params: ({ event }) => ({ addresses: event.output }),
                            },
                          },
                          onError: failure('failed', 'getBilling'),
                        },
                      },
                      failed: {
                        on: {
                          'address.retry': 'loading',
                          'address.add': `${OPEN}.updateAddress`,
                        },
                      },
                      showing: {
                        on: {
                          'address.select': [
                            {
                              guard: 'isReturningToEdit',
                              target: `${OPEN}.editCard`,
                              actions: 'selectAddress',
                            },
                            { target: `${OPEN}.addCard`, actions: 'selectAddress' },
                          ],
                          'address.add': TO_ADDRESS_FORM,
                          'address.edit': TO_ADDRESS_FORM,
                        },
                      },
                    },
                  },
                  updateAddress: formScreen(
                    {
                      'address.save': {
                        target: 'validating',
                        actions: ['validateAddress', 'storePendingAddress'],
                      },
                    },
                    'saving',
                    {
                      saving: {
                        tags: 'submitting',
                        invoke: {
                          id: 'saveAddress',
                          src: 'saveAddress',
                          input: ({ context }: { context: WalletContext }) => ({
                            address: context.pendingAddress!,
                          }),
                          onDone: {
                            target: `${OPEN}.addressList.showing`,
                            actions: {
                              type: 'addressSaved',
                              params: ({ event }: { event: { output: ServerAddress } }) => ({
                                address: event.output,
                              }),
                            },
                          },
                          onError: failure('editing', 'updateBilling'),
                        },
                      },
                    },
                    `${OPEN}.addressList`,
                  ),
                },
              },
            },
          },
        },
      },
    },
  });
}
