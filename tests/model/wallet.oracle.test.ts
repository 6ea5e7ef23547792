// @vitest-environment node
/** The payment wallet widget (payment-wallet.md §2 screens, §4 "States and transitions", §5 validation, §8
 *  errors): the chart's choices, with the spec's limits, delays and texts as literals. The cards are the
 *  fixtures' fictional ones (machines/wallet/wallet/wallet.fixtures.ts); every expected value is written here. */
import { describe, expect } from 'vitest';
import type { Card } from '../../api/contracts/wallet';
import {
  expiredMc,
  gift,
  homeAddress,
  myWalletInput,
  newBank,
  snap,
  visa,
  walletInput,
} from '../../machines/wallet/wallet/wallet.fixtures';
import type { walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import { type OracleCase, type OracleRun, type OracleStep, oracleTable } from './oracle';

const ready = { ...walletInput, isInitialized: true };
const loaded = (cards: Card[]) => ({ type: 'xstate.done.actor.fetchCards', output: cards });
const shopper = [visa, expiredMc, snap, gift(1), gift(2, '0.00')];
const twoBanks = [visa, newBank, snap, gift(1)];
const open = { type: 'wallet.open' } as const;
const ids = (cards: readonly Card[]) => cards.map((c) => c.id);
const ctx = (run: OracleRun) => run.snapshot().context;
const selection = (run: OracleRun, which: 'checkout' | 'flyout') => {
  const s = ctx(run)[which];
  return { bank: ids(s.bankCards), snap: ids(s.snapCards), gift: ids(s.giftCards) };
};
const listIdle = { ready: { flyout: { open: { list: 'idle' } } } };
const closed = { ready: { flyout: 'closed' } };
const failure = (status: number, code?: string) => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /payment/v2/wallet',
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
});
const PHONE = '(800) 576-4377';
/** §2 the add and edit card forms fetch the billing addresses when they open (the shopper's, or none here). */
const addCardForm = (addresses: readonly unknown[] = []) => [
  { type: 'screen.addCard' },
  { type: 'xstate.done.actor.fetchAddresses', output: addresses },
];
const editForm = (cardId: string, addresses: readonly unknown[] = []) => [
  { type: 'card.edit', cardId },
  { type: 'xstate.done.actor.fetchAddresses', output: addresses },
];

/** §4 initial load and default selection. */
const loading: OracleCase<typeof walletMachine>[] = [
  {
    name: '§4 "once config is initialised, cards are fetched": nothing is fetched before',
    input: walletInput,
    steps: [],
    state: 'initializing',
    callCounts: { fetchCards: 0 },
  },
  {
    name: '§4 the host initialises the config: the cards are fetched',
    input: walletInput,
    steps: [{ type: 'wallet.configure', config: { isInitialized: true } }],
    state: 'loading',
    callCounts: { fetchCards: 1 },
  },
  {
    name: '§4 default selection: the card preferred for the app, the first SNAP card on a SNAP order with EBT total > 0, no gift card',
    input: ready,
    steps: [loaded(shopper)],
    state: closed,
    verify: (run) =>
      expect(selection(run, 'checkout')).toEqual({ bank: ['card-visa'], snap: ['card-ebt'], gift: [] }),
  },
  {
    name: '§4 no SNAP preselection when the EBT total is 0',
    input: {
      ...ready,
      order: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 0 },
      ebtPaymentTotal: 0,
    },
    steps: [loaded(shopper)],
    verify: (run) => expect(selection(run, 'checkout').snap).toEqual([]),
  },
  {
    name: '§4 the preferred card expired: the first non-expired card',
    input: ready,
    steps: [
      loaded([
        { ...expiredMc, defaultApplications: ['clicklist'] },
        { ...visa, defaultApplications: [] },
      ]),
    ],
    verify: (run) => expect(selection(run, 'checkout').bank).toEqual(['card-visa']),
  },
  {
    name: '§8 a failed load: the get-cards message with the app’s customer service number; the host is told',
    input: ready,
    steps: [{ type: 'xstate.error.actor.fetchCards', error: failure(500) }],
    state: 'loadFailed',
    verify: (run) =>
      expect(ctx(run).loadFailure?.message).toBe(
        `There was a problem retrieving your cards, please retry. If the problem persists, please call Customer Service at ${PHONE}.`,
      ),
    actions: [
      { type: 'notifyHost', params: { type: 'error' } },
      { type: 'reportFailure', params: { action: 'getCards' } },
    ],
  },
  {
    name: '§2 Retry after a failed load fetches again',
    input: ready,
    steps: [{ type: 'xstate.error.actor.fetchCards', error: failure(500) }, { type: 'wallet.retry' }],
    state: 'loading',
    callCounts: { fetchCards: 2 },
  },
];

/** §4 opening, selecting, confirm, cancel, exit. */
const flyout: OracleCase<typeof walletMachine>[] = [
  {
    name: '§4 opening copies the checkout selection into the flyout; the fraud script loads the first time',
    input: ready,
    steps: [loaded(shopper), open],
    state: listIdle,
    actions: [{ type: 'loadFraudScript', params: { load: true } }],
    verify: (run) => expect(selection(run, 'flyout')).toEqual(selection(run, 'checkout')),
  },
  {
    name: '§4 the fraud script loads only the first time the flyout opens',
    input: ready,
    steps: [loaded(shopper), open, { type: 'flyout.cancel' }, open],
    actions: [{ type: 'loadFraudScript', params: { load: false } }],
  },
  {
    name: '§4 the fraud script never loads for the membership app',
    input: { ...ready, appName: 'membership' },
    steps: [loaded(shopper), open],
    actions: [{ type: 'loadFraudScript', params: { load: false } }],
  },
  {
    name: '§4 a bank card replaces the selected bank card (the checkout keeps its own until Confirm)',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.select', cardId: 'card-new' }],
    verify: (run) => {
      expect(selection(run, 'flyout').bank).toEqual(['card-new']);
      expect(selection(run, 'checkout').bank).toEqual(['card-visa']);
    },
  },
  {
    name: '§4 gift cards toggle in and out',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.select', cardId: 'card-gift-1' },
      { check: (run) => expect(selection(run, 'flyout').gift).toEqual(['card-gift-1']) },
      { type: 'card.select', cardId: 'card-gift-1' },
    ],
    verify: (run) => expect(selection(run, 'flyout').gift).toEqual([]),
  },
  {
    name: '§4 "Unchecking SNAP clears SNAP selections in both places"',
    input: ready,
    steps: [loaded(shopper), open, { type: 'card.select', cardId: 'card-ebt' }],
    verify: (run) => {
      expect(selection(run, 'flyout').snap).toEqual([]);
      expect(selection(run, 'checkout').snap).toEqual([]);
    },
  },
  {
    name: '§4 only unchecking SNAP clears the checkout’s SNAP card: choosing a gift card, then Cancel, keeps it',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.select', cardId: 'card-gift-1' },
      { check: (run) => expect(selection(run, 'checkout').snap).toEqual(['card-ebt']) },
      { type: 'flyout.cancel' },
    ],
    state: closed,
    verify: (run) =>
      expect(selection(run, 'checkout')).toEqual({ bank: ['card-visa'], snap: ['card-ebt'], gift: [] }),
  },
  {
    name: '§4 a SNAP card checked and unchecked in the flyout only (the checkout had none) tells the host nothing',
    input: { ...ready, order: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 0 } },
    steps: [
      loaded(shopper),
      open,
      { type: 'card.select', cardId: 'card-ebt' },
      { check: (run) => expect(selection(run, 'flyout').snap).toEqual(['card-ebt']) },
      { type: 'card.select', cardId: 'card-ebt' },
    ],
    notActions: ['notifyHost'],
    verify: (run) => {
      expect(selection(run, 'flyout').snap).toEqual([]);
      expect(selection(run, 'checkout').snap).toEqual([]);
    },
  },
  {
    name: '§2 an expired bank card and a gift card with a 0 balance cannot be chosen',
    input: ready,
    steps: [loaded(shopper), open],
    refuses: [
      { type: 'card.select', cardId: 'card-mc' },
      { type: 'card.select', cardId: 'card-gift-2' },
    ],
  },
  {
    name: '§4 Confirm saves the flyout selection to checkout and sends the host the data message',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.select', cardId: 'card-new' }, { type: 'flyout.confirm' }],
    state: closed,
    actions: [{ type: 'notifyHost', params: { type: 'data' } }],
    verify: (run) => {
      expect(selection(run, 'checkout').bank).toEqual(['card-new']);
      const sent = run.lastActions.find((a) => a.type === 'notifyHost')?.params as {
        selection: { bankCards: Card[] };
      };
      expect(ids(sent.selection.bankCards)).toEqual(['card-new']);
    },
  },
  {
    name: '§4 Confirm requires a bank card: "Please add a new Credit/Debit card to continue."',
    input: ready,
    steps: [loaded([gift(1)]), open, { type: 'flyout.confirm' }],
    state: listIdle,
    context: { errorMessage: 'Please add a new Credit/Debit card to continue.' },
    notActions: ['notifyHost'],
  },
  {
    name: '§4 Cancel closes without saving',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.select', cardId: 'card-new' }, { type: 'flyout.cancel' }],
    state: closed,
    verify: (run) => {
      expect(selection(run, 'checkout').bank).toEqual(['card-visa']);
      expect(selection(run, 'flyout').bank).toEqual(['card-visa']);
    },
  },
  {
    name: '§4 Exit with changed selections asks first (exit confirm)',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.select', cardId: 'card-new' }, { type: 'flyout.exit' }],
    state: { ready: { flyout: { open: 'exitConfirm' } } },
  },
  {
    name: '§2 Yes, Discard Changes closes and drops the changes; No, Keep Changes returns to the list',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.select', cardId: 'card-new' },
      { type: 'flyout.exit' },
      { type: 'exit.keep' },
      { check: (run) => expect(run.snapshot().matches(listIdle)).toBe(true) },
      { type: 'flyout.exit' },
      { type: 'exit.discard' },
    ],
    state: closed,
    verify: (run) => expect(selection(run, 'flyout').bank).toEqual(['card-visa']),
  },
  {
    name: '§4 Exit without changes closes at once',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'flyout.exit' }],
    state: closed,
  },
  {
    name: '§4 "no such check on My Wallet": exit closes at once',
    input: { ...myWalletInput, isInitialized: true },
    steps: [loaded(twoBanks), open, { type: 'flyout.exit' }],
    state: closed,
  },
  {
    name: '§2 SNAP and gift cards can be removed from the summary box; the host is told',
    input: ready,
    steps: [loaded(shopper), { type: 'card.remove', cardId: 'card-ebt' }],
    actions: [{ type: 'notifyHost', params: { type: 'data' } }],
    verify: (run) => expect(selection(run, 'checkout').snap).toEqual([]),
  },
  {
    name: '§2 a bank card cannot be removed from the summary box',
    input: ready,
    steps: [loaded(shopper)],
    refuses: [{ type: 'card.remove', cardId: 'card-visa' }],
  },
];

/** §4 limits of the add screens. */
const limits: OracleCase<typeof walletMachine>[] = [
  {
    name: '§4 adding a SNAP card while one exists: "A SNAP EBT card is already in your wallet."',
    input: ready,
    steps: [loaded(shopper), open, { type: 'screen.addSnap' }],
    state: listIdle,
    context: { errorMessage: 'A SNAP EBT card is already in your wallet.' },
  },
  {
    name: '§4 no SNAP card yet: the add SNAP screen opens',
    input: ready,
    steps: [loaded([visa]), open, { type: 'screen.addSnap' }],
    state: { ready: { flyout: { open: { addSnap: 'editing' } } } },
  },
  {
    name: '§4 at checkout with no bank card, adding SNAP or gift cards is blocked with a message',
    input: ready,
    steps: [
      loaded([gift(1)]),
      open,
      { type: 'screen.addGift' },
      { check: (run) => expect(run.snapshot().matches(listIdle)).toBe(true) },
      { type: 'screen.addSnap' },
    ],
    state: listIdle,
    context: { errorMessage: 'Please add a credit or debit card before adding SNAP EBT or gift cards.' },
  },
  {
    name: '§4 "Gift cards capped at 5": with 5 gift cards the add gift screen does not open',
    input: ready,
    steps: [loaded([visa, gift(1), gift(2), gift(3), gift(4), gift(5)]), open, { type: 'screen.addGift' }],
    state: listIdle,
    context: { errorMessage: 'You can have up to 5 gift cards in your wallet.' },
  },
  {
    name: '§4 with 4 gift cards a fifth can be added',
    input: ready,
    steps: [loaded([visa, gift(1), gift(2), gift(3), gift(4)]), open, { type: 'screen.addGift' }],
    state: { ready: { flyout: { open: { addGift: 'editing' } } } },
  },
  {
    name: '§5 "one SNAP card": an added SNAP card becomes the only SNAP card, selected',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '5077000000001234' },
      { type: 'xstate.done.actor.addSnapCard', output: snap },
    ],
    state: { ready: { notice: 'success', flyout: { open: { list: 'idle' } } } },
    context: { successMessage: 'Card Added!' },
    verify: (run) => {
      expect(ids(ctx(run).cards.snapCards)).toEqual(['card-ebt']);
      expect(selection(run, 'flyout').snap).toEqual(['card-ebt']);
    },
  },
];

/** §5 validation and the calls' inputs. */
const forms: OracleCase<typeof walletMachine>[] = [
  {
    name: '§5 SNAP EBT number of 3 digits: the 16-to-19 message, no call',
    input: ready,
    steps: [loaded([visa]), open, { type: 'screen.addSnap' }, { type: 'snap.submit', pan: '123' }],
    state: { ready: { flyout: { open: { addSnap: 'editing' } } } },
    context: {
      fieldErrors: { pan: 'Card Number must be at least 16 characters long and at most 19 characters long.' },
    },
    callCounts: { addSnapCard: 0 },
  },
  {
    name: '§5 SNAP EBT numbers of 16 and 19 digits are valid: the add call gets the number',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '5077000000001234' },
    ],
    state: { ready: { flyout: { open: { addSnap: 'submitting' } } } },
    calls: { addSnapCard: { pan: '5077000000001234' } },
  },
  {
    name: '§5 a 19-digit SNAP EBT number is valid; 20 digits are not',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '50770000000012345678' },
      {
        check: (run) =>
          expect(ctx(run).fieldErrors.pan).toBe(
            'Card Number must be at least 16 characters long and at most 19 characters long.',
          ),
      },
      { type: 'snap.submit', pan: '5077000000001234567' },
    ],
    calls: { addSnapCard: { pan: '5077000000001234567' } },
  },
  {
    name: '§5 gift card: exactly 19 digits and a 4-digit PIN, else both messages',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addGift' },
      { type: 'gift.submit', pan: '600649', pin: '12' },
    ],
    context: {
      fieldErrors: {
        pan: 'Card Number must be exactly 19 characters long.',
        pin: 'PIN must be exactly 4 digits.',
      },
    },
    callCounts: { addGiftCard: 0 },
  },
  {
    name: '§5 gift card digits after removing non-digits (dashes typed): the call gets number and PIN',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addGift' },
      { type: 'gift.submit', pan: '6006491234-567-890-123', pin: '1234' },
    ],
    calls: { addGiftCard: { pan: '6006491234-567-890-123', pin: '1234' } },
  },
  {
    name: '§5 add card: first name required, and a billing address must be selected',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm(),
      {
        type: 'addCard.submit',
        form: { firstName: '', lastName: 'Whitfield', save: true, preferred: false },
      },
    ],
    state: { ready: { flyout: { open: { addCard: 'editing' } } } },
    context: {
      fieldErrors: {
        firstName: 'First Name is a required field.',
        address: 'Please select a billing address.',
      },
    },
    callCounts: { tokenizeCard: 0 },
  },
  {
    name: '§2 "Ticking Make this my preferred card forces save on": the add call saves it',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm(),
      { type: 'address.choose' },
      { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
      { type: 'address.select', addressId: 'addr-home' },
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: false, preferred: true },
      },
      {
        type: 'xstate.done.actor.tokenizeCard',
        output: {
          response: '870',
          paypageRegistrationId: 'reg-1',
          firstSix: '555555',
          expMonth: '10',
          expYear: '2031',
        },
      },
    ],
    state: { ready: { flyout: { open: { addCard: 'submitting' } } } },
    calls: {
      addBankCard: {
        firstName: 'Jordan',
        lastName: 'Whitfield',
        save: true,
        preferred: true,
        address: homeAddress,
        secure: {
          response: '870',
          paypageRegistrationId: 'reg-1',
          firstSix: '555555',
          expMonth: '10',
          expYear: '2031',
        },
      },
    },
  },
  {
    name: '§8 a declined card (402 RV32937): the decline message with the customer service number',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '5077000000001234' },
      { type: 'xstate.error.actor.addSnapCard', error: failure(402, 'RV32937') },
    ],
    state: { ready: { flyout: { open: { addSnap: 'editing' } } } },
    context: {
      errorMessage: `Your card was declined. Please check all fields and try again. If the problem persists, please call Customer Service at ${PHONE}.`,
    },
  },
  {
    name: '§5 an expiry before today (01/2026 on 11/21/2026): "Expiration Date must be after the current date."',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...editForm('card-visa'),
      {
        type: 'edit.submit',
        form: {
          firstName: 'Jordan',
          lastName: 'Whitfield',
          expirationMonth: '01',
          expirationYear: '2026',
          preferred: true,
        },
      },
    ],
    state: { ready: { flyout: { open: { editCard: 'editing' } } } },
    context: { fieldErrors: { expiry: 'Expiration Date must be after the current date.' } },
  },
  {
    name: '§5 a postal code of 1 digit: "Please enter a valid postal code."',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm(),
      { type: 'address.choose' },
      { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
      { type: 'address.add' },
      {
        type: 'address.save',
        form: { addressLine1: '1 Main Street', addressLine2: '', city: 'Dayton', stateCode: 'OH', zip: '1' },
      },
    ],
    state: { ready: { flyout: { open: { updateAddress: 'editing' } } } },
    context: { fieldErrors: { zip: 'Please enter a valid postal code.' } },
  },
];

/** §4 delete, preferred, balances, deep link, success message. */
const cards: OracleCase<typeof walletMachine>[] = [
  {
    name: '§2 deleting a bank card asks first (Deleting Payment)',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.delete', cardId: 'card-visa' }],
    state: { ready: { flyout: { open: { deleteCard: 'confirming' } } } },
    callCounts: { deleteCard: 0 },
  },
  {
    name: '§2 "Deleting gift and SNAP cards is direct"',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.delete', cardId: 'card-gift-1' }],
    state: { ready: { flyout: { open: { list: 'deleting' } } } },
    calls: { deleteCard: { card: gift(1) } },
  },
  {
    name: '§4 delete: removed from the wallet, the checkout and the flyout selection; the host told; "Card Deleted!"',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.delete', cardId: 'card-visa' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.deleteCard', output: undefined },
    ],
    state: { ready: { notice: 'success', flyout: { open: { list: 'idle' } } } },
    context: { successMessage: 'Card Deleted!' },
    actions: [{ type: 'notifyHost', params: { type: 'data' } }],
    verify: (run) => {
      expect(ids(ctx(run).cards.bankCards)).toEqual(['card-new']);
      expect(selection(run, 'checkout').bank).toEqual([]);
      expect(selection(run, 'flyout').bank).toEqual([]);
    },
  },
  {
    name: '§4 "Success messages auto-clear after 5 seconds": still there at 4,999 ms, gone at 5,000 ms',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.delete', cardId: 'card-gift-1' },
      { type: 'xstate.done.actor.deleteCard', output: undefined },
      { advance: 4_999 },
      { check: (run) => expect(ctx(run).successMessage).toBe('Card Deleted!') },
      { advance: 1 },
    ],
    state: { ready: { notice: 'quiet' } },
    context: { successMessage: null },
  },
  {
    name: '§2 Make Preferred is not offered for the already-preferred card or an expired one',
    input: ready,
    steps: [loaded(shopper), open],
    refuses: [
      { type: 'card.makePreferred', cardId: 'card-visa' },
      { type: 'card.makePreferred', cardId: 'card-mc' },
    ],
  },
  {
    name: '§4 set preferred: the card gets the app, becomes the selected bank card; "Card Updated!"',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.makePreferred', cardId: 'card-new' },
      { type: 'xstate.done.actor.setPreferred', output: undefined },
    ],
    calls: { setPreferred: { card: newBank } },
    context: { successMessage: 'Card Updated!' },
    verify: (run) => {
      const cardsNow: Card[] = ctx(run).cards.bankCards;
      expect(cardsNow.find((c) => c.id === 'card-new')?.defaultApplications).toContain('clicklist');
      expect(cardsNow.find((c) => c.id === 'card-visa')?.defaultApplications).not.toContain('clicklist');
      expect(selection(run, 'flyout').bank).toEqual(['card-new']);
    },
  },
  {
    name: '§2 "The check-balance form opens only if the card has no balance yet"',
    input: ready,
    steps: [loaded([visa, { ...snap, balance: '12.00' }]), open],
    refuses: [{ type: 'card.checkBalance', cardId: 'card-ebt' }],
  },
  {
    name: '§4 SNAP balance: the PIN through the secure field, then the balance call with the PIN checkout id',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { type: 'balance.submit' },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin-1' } },
    ],
    state: { ready: { flyout: { open: { checkBalance: 'submitting' } } } },
    calls: { ebtBalance: { card: snap, pinCheckoutId: 'pin-1' } },
  },
  {
    name: '§4 the SNAP balance is set on the card and on the selected SNAP cards',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { type: 'balance.submit' },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin-1' } },
      { type: 'xstate.done.actor.ebtBalance', output: '42.50' },
    ],
    state: listIdle,
    verify: (run) => {
      expect(ctx(run).cards.snapCards[0]?.balance).toBe('42.50');
      expect(ctx(run).flyout.snapCards[0]?.balance).toBe('42.50');
    },
  },
  {
    name: '§8 a wrong PIN (402 55): "Invalid PIN, please try again."',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { type: 'balance.submit' },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin-1' } },
      { type: 'xstate.error.actor.ebtBalance', error: failure(402, '55') },
    ],
    state: { ready: { flyout: { open: { checkBalance: 'editing' } } } },
    context: { errorMessage: 'Invalid PIN, please try again.' },
  },
  {
    name: '§2 a host opens check balance directly: marked deep link, no back, exit closes the flyout',
    input: ready,
    steps: [
      loaded(shopper),
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-ebt', deepLink: true },
      { check: (run) => expect(ctx(run).deepLink).toBe(true) },
      { check: (run) => expect(run.snapshot().can({ type: 'screen.back' })).toBe(false) },
      { type: 'flyout.exit' },
    ],
    state: closed,
  },
  {
    name: '§2 check balance from the list: back returns to the list',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { type: 'screen.back' },
    ],
    state: listIdle,
  },
  {
    name: '§2 gift card balance retry: the balance call for that card',
    input: { ...ready, getGiftCardBalances: true },
    steps: [loaded([visa, gift(3, null)]), open, { type: 'card.retryBalance', cardId: 'card-gift-3' }],
    state: { ready: { flyout: { open: { list: 'refreshingBalance' } } } },
    calls: { giftBalance: { card: gift(3, null) } },
  },
  {
    name: '§2 no balance retry for a gift card whose balance is known',
    input: ready,
    steps: [loaded([visa, gift(1)]), open],
    refuses: [{ type: 'card.retryBalance', cardId: 'card-gift-1' }],
  },
];

const CALL_US = `If the problem persists, please call Customer Service at ${PHONE}.`;
const addCardScreen = { ready: { flyout: { open: { addCard: 'editing' } } } };
const editScreen = { ready: { flyout: { open: { editCard: 'editing' } } } };
const addresses = [
  {
    ...homeAddress,
    addressId: 'addr-delivery',
    addressType: 'delivery',
    addressLine1: '88 Market Street',
    zip: '43215',
    preferredAddress: false,
  },
  homeAddress,
];
const toAddresses: OracleStep[] = [
  { type: 'address.choose' },
  { type: 'xstate.done.actor.fetchAddresses', output: addresses },
];
const validEdit = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  expirationMonth: '09',
  expirationYear: '2032',
  preferred: false,
};
const validAddress = {
  addressLine1: '1 Main Street',
  addressLine2: '',
  city: 'Dayton',
  stateCode: 'OH',
  zip: '45402',
};

/** The host, the flyout's frame and the success message. */
const frame: OracleCase<typeof walletMachine>[] = [
  {
    name: '§2 reload (the host) before the cards are there: they are fetched again (busy)',
    input: ready,
    steps: [{ type: 'xstate.error.actor.fetchCards', error: failure(500) }, { type: 'wallet.reload' }],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchCards: 2 },
  },
  {
    name: '§2 reload (the host) with the flyout open: the cards are fetched again behind it, the screen stays',
    input: ready,
    steps: [loaded(shopper), open, ...addCardForm([homeAddress]), { type: 'wallet.reload' }],
    state: { ready: { cards: 'reloading', flyout: { open: { addCard: 'editing' } } } },
    callCounts: { fetchCards: 2 },
  },
  {
    name: '§2 reload again while a reload is in flight: the fetch starts over, so the later answer is the one shown',
    input: ready,
    steps: [loaded(shopper), { type: 'wallet.reload' }, { type: 'wallet.reload' }],
    state: { ready: { cards: 'reloading', flyout: 'closed' } },
    callCounts: { fetchCards: 3 },
  },
  {
    name: '§2 closeFlyout (the host) from any screen closes it and gives focus back',
    input: ready,
    steps: [loaded(shopper), open, { type: 'screen.addCard' }, { type: 'wallet.close' }],
    state: closed,
    actions: [{ type: 'restoreFocus' }],
  },
  {
    name: '§2 openFlyout (the host) opens the list; a deep link opens check balance on its form',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { check: (run) => expect(run.snapshot().matches(listIdle)).toBe(true) },
      { type: 'flyout.cancel' },
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-ebt', deepLink: true },
    ],
    state: { ready: { flyout: { open: { checkBalance: 'editing' } } } },
    verify: (run) => expect(ctx(run).activeCard?.id).toBe('card-ebt'),
  },
  {
    name: '§4 a second success message restarts the 5 seconds',
    input: ready,
    steps: [
      loaded([visa, gift(1), gift(2)]),
      open,
      { type: 'card.delete', cardId: 'card-gift-1' },
      { type: 'xstate.done.actor.deleteCard', output: undefined },
      { advance: 3_000 },
      { type: 'card.delete', cardId: 'card-gift-2' },
      { type: 'xstate.done.actor.deleteCard', output: undefined },
      { advance: 3_000 },
      { check: (run) => expect(ctx(run).successMessage).toBe('Card Deleted!') },
      { advance: 2_000 },
    ],
    state: { ready: { notice: 'quiet' } },
    context: { successMessage: null },
  },
  {
    name: '§2 My Wallet: Close (the footer) closes without a data message',
    input: { ...myWalletInput, isInitialized: true },
    steps: [loaded(shopper), open, { type: 'flyout.confirm' }],
    state: closed,
    notActions: ['notifyHost'],
  },
  {
    name: '§2 exit while the discard question shows returns to the list',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.select', cardId: 'card-new' },
      { type: 'flyout.exit' },
      { type: 'flyout.exit' },
    ],
    state: listIdle,
  },
  {
    name: '§2 the summary box’s Edit of an expired card opens the edit form for that card',
    input: ready,
    steps: [
      loaded([expiredMc]),
      { type: 'card.edit', cardId: 'card-mc' },
      {
        check: (run) =>
          expect(run.lastActions).toContainEqual({ type: 'loadFraudScript', params: { load: true } }),
      },
      { type: 'xstate.done.actor.fetchAddresses', output: [] },
    ],
    state: editScreen,
    verify: (run) => expect(ctx(run).activeCard?.id).toBe('card-mc'),
  },
  {
    name: '§2 the summary box offers no Edit for a card that is not expired',
    input: ready,
    steps: [loaded(shopper)],
    refuses: [{ type: 'card.edit', cardId: 'card-visa' }],
  },
];

/** Add, edit, delete, preferred, balances: each call's answers. */
const calls: OracleCase<typeof walletMachine>[] = [
  {
    name: '§4 add card: the first address (home first) is chosen; back returns to the list',
    input: ready,
    steps: [loaded(shopper), open, ...addCardForm(), ...toAddresses, { type: 'screen.back' }],
    state: addCardScreen,
    verify: (run) => expect(ctx(run).addressId).toBe('addr-home'),
  },
  {
    name: '§2 the address list returns to the add-card form with the address chosen, keeping what was typed',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      { type: 'address.choose', draft: { firstName: 'Jo', lastName: 'Whit' } },
      { type: 'xstate.done.actor.fetchAddresses', output: addresses },
      { type: 'address.select', addressId: 'addr-delivery' },
    ],
    state: addCardScreen,
    context: {
      addressId: 'addr-delivery',
      addDraft: { firstName: 'Jo', lastName: 'Whit', save: true, preferred: false },
    },
  },
  {
    name: '§2 the address list opened from the edit form returns to it',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...editForm('card-visa'),
      ...toAddresses,
      { type: 'address.select', addressId: 'addr-delivery' },
    ],
    state: editScreen,
    context: { addressId: 'addr-delivery' },
  },
  {
    name: '§2 back from the address list returns to the edit form it came from',
    input: ready,
    steps: [loaded(shopper), open, ...editForm('card-visa'), ...toAddresses, { type: 'flyout.exit' }],
    state: editScreen,
  },
  {
    name: '§2 the address list loads (busy); a failure says so and offers Retry and a new address',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      { type: 'address.choose' },
      { check: (run) => expect(run.snapshot().hasTag('busy')).toBe(true) },
      { type: 'xstate.error.actor.fetchAddresses', error: failure(500) },
    ],
    state: { ready: { flyout: { open: { addressList: 'failed' } } } },
    context: {
      errorMessage: `We couldn't load your saved address at this time . Please add a new address. ${CALL_US}`,
    },
    accepts: [{ type: 'address.retry' }, { type: 'address.add' }],
  },
  {
    name: '§2 Retry loads the addresses again; a new address from the failed list opens the address form',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      { type: 'address.choose' },
      { type: 'xstate.error.actor.fetchAddresses', error: failure(500) },
      { type: 'address.retry' },
      // The add form's own fetch, the list's, and the retry.
      { check: (run) => expect(run.calls.fetchAddresses).toHaveLength(3) },
      { type: 'xstate.error.actor.fetchAddresses', error: failure(500) },
      { type: 'address.add' },
    ],
    state: { ready: { flyout: { open: { updateAddress: 'editing' } } } },
  },
  {
    name: '§7 save address: the trimmed form with the country derived, then back to the list with it',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.edit', addressId: 'addr-home' },
      { type: 'address.save', form: { ...validAddress, addressLine1: ' 1 Main Street ' } },
      { check: (run) => expect(run.snapshot().hasTag('submitting')).toBe(true) },
      {
        type: 'xstate.done.actor.saveAddress',
        output: { ...homeAddress, addressLine1: '1 Main Street', city: 'Dayton', zip: '45402' },
      },
    ],
    state: { ready: { flyout: { open: { addressList: 'showing' } } } },
    calls: {
      saveAddress: {
        address: expect.objectContaining({
          addressId: 'addr-home',
          addressLine1: '1 Main Street',
          city: 'Dayton',
          stateCode: 'OH',
          zip: '45402',
          countryCode: 'US',
        }),
      },
    },
    verify: (run) =>
      expect(ctx(run).addresses.find((a: { addressId: string }) => a.addressId === 'addr-home')?.city).toBe(
        'Dayton',
      ),
  },
  {
    name: '§8 a failed address save: back to the form with its message',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.add' },
      { type: 'address.save', form: validAddress },
      { type: 'xstate.error.actor.saveAddress', error: failure(500) },
    ],
    state: { ready: { flyout: { open: { updateAddress: 'editing' } } } },
    context: {
      errorMessage: `We're sorry, but we weren't able to save your address. Please try again. ${CALL_US}`,
    },
  },
  {
    name: '§4 add bank card: the secure fields first (submitting), then the call; the new card selected, "Card Added!"',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.select', addressId: 'addr-home' },
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      { check: (run) => expect(run.snapshot().hasTag('submitting')).toBe(true) },
      {
        type: 'xstate.done.actor.tokenizeCard',
        output: {
          response: '870',
          paypageRegistrationId: 'reg-1',
          firstSix: '555555',
          expMonth: '10',
          expYear: '2031',
        },
      },
      { type: 'xstate.done.actor.addBankCard', output: newBank },
    ],
    state: { ready: { notice: 'success', flyout: { open: { list: 'idle' } } } },
    context: { successMessage: 'Card Added!' },
    verify: (run) => {
      expect(ids(ctx(run).cards.bankCards)).toContain('card-new');
      expect(selection(run, 'flyout').bank).toEqual(['card-new']);
    },
  },
  {
    name: '§5 the secure fields refuse the number (872): the frame says so next to the field, the form adds nothing',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.select', addressId: 'addr-home' },
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      { type: 'xstate.error.actor.tokenizeCard', error: { name: 'SecureFieldError', code: '872' } },
    ],
    state: addCardScreen,
    context: { errorMessage: null },
    callCounts: { addBankCard: 0 },
  },
  {
    name: '§4 add gift card: appended and selected',
    input: ready,
    steps: [
      loaded([visa, gift(1)]),
      open,
      { type: 'screen.addGift' },
      { type: 'gift.submit', pan: '6006491234567890123', pin: '1234' },
      { type: 'xstate.done.actor.addGiftCard', output: gift(7) },
    ],
    verify: (run) => {
      expect(ids(ctx(run).cards.giftCards)).toEqual(['card-gift-1', 'card-gift-7']);
      expect(selection(run, 'flyout').gift).toEqual(['card-gift-7']);
    },
  },
  {
    name: '§7 edit card: the form, the CVV checkout id, the card and the address go to the edit call; "Card Edited!"',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...editForm('card-visa'),
      { type: 'edit.submit', form: validEdit },
      { check: (run) => expect(run.snapshot().hasTag('submitting')).toBe(true) },
      { type: 'xstate.done.actor.tokenizeEdit', output: { response: '870', checkoutId: 'chk-1' } },
      {
        check: (run) =>
          expect(run.calls.editCard?.at(-1)).toEqual({
            ...validEdit,
            checkoutId: 'chk-1',
            card: visa,
            address: null,
          }),
      },
      { type: 'xstate.done.actor.editCard', output: { ...visa, firstName: 'Jo' } },
    ],
    state: { ready: { notice: 'success', flyout: { open: { list: 'idle' } } } },
    context: { successMessage: 'Card Edited!' },
    verify: (run) =>
      expect(ctx(run).cards.bankCards.find((c: Card) => c.id === 'card-visa')?.firstName).toBe('Jo'),
  },
  {
    name: '§7 the edit call gets the address chosen in the list',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...editForm('card-visa'),
      ...toAddresses,
      { type: 'address.select', addressId: 'addr-delivery' },
      { type: 'edit.submit', form: validEdit },
      { type: 'xstate.done.actor.tokenizeEdit', output: { response: '870', checkoutId: 'chk-1' } },
    ],
    calls: {
      editCard: expect.objectContaining({ address: expect.objectContaining({ addressId: 'addr-delivery' }) }),
    },
  },
  {
    name: '§8 a failed edit, and a CVV the secure field refuses (882 "CVV too short.")',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...editForm('card-visa'),
      { type: 'edit.submit', form: validEdit },
      { type: 'xstate.error.actor.tokenizeEdit', error: { name: 'SecureFieldError', code: '882' } },
      // The frame shows "CVV too short." next to its field; the form adds nothing.
      { check: (run) => expect(ctx(run).errorMessage).toBeNull() },
      { type: 'edit.submit', form: validEdit },
      { type: 'xstate.done.actor.tokenizeEdit', output: { response: '870', checkoutId: 'chk-1' } },
      { type: 'xstate.error.actor.editCard', error: failure(500) },
    ],
    state: editScreen,
    context: {
      errorMessage: `We're sorry, but we weren't able to update your card. Please try again. ${CALL_US}`,
    },
  },
  {
    name: '§2 Keep Card returns to the list; a failed delete says so in the list',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.delete', cardId: 'card-visa' },
      { type: 'delete.keep' },
      { check: (run) => expect(run.snapshot().matches(listIdle)).toBe(true) },
      { type: 'card.delete', cardId: 'card-visa' },
      { type: 'delete.confirm' },
      { check: (run) => expect(run.snapshot().hasTag('submitting')).toBe(true) },
      { type: 'xstate.error.actor.deleteCard', error: failure(500) },
    ],
    state: listIdle,
    context: { errorMessage: `There was a problem deleting your card, please try again. ${CALL_US}` },
    calls: { deleteCard: { card: visa } },
  },
  {
    name: '§8 a failed direct delete (gift card) says so in the list',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.delete', cardId: 'card-gift-1' },
      { type: 'xstate.error.actor.deleteCard', error: failure(500) },
    ],
    state: listIdle,
    context: { errorMessage: `There was a problem deleting your card, please try again. ${CALL_US}` },
  },
  {
    name: '§8 a failed Make Preferred says so in the list',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.makePreferred', cardId: 'card-new' },
      { check: (run) => expect(run.snapshot().hasTag('busy')).toBe(true) },
      { type: 'xstate.error.actor.setPreferred', error: failure(500) },
    ],
    state: listIdle,
    context: {
      errorMessage: `We're sorry, but we weren't able to update your card. Please try again. ${CALL_US}`,
    },
  },
  {
    name: '§2 a gift card’s balance retry: busy, then the balance on the card',
    input: ready,
    steps: [
      loaded([visa, gift(3, null)]),
      open,
      { type: 'card.retryBalance', cardId: 'card-gift-3' },
      { check: (run) => expect(run.snapshot().hasTag('busy')).toBe(true) },
      { type: 'xstate.done.actor.giftBalance', output: '22.00' },
    ],
    state: listIdle,
    verify: (run) => expect(ctx(run).cards.giftCards[0]?.balance).toBe('22.00'),
  },
  {
    name: '§2 a failed balance retry marks the card’s balance as failed',
    input: ready,
    steps: [
      loaded([visa, gift(3, null)]),
      open,
      { type: 'card.retryBalance', cardId: 'card-gift-3' },
      { type: 'xstate.error.actor.giftBalance', error: failure(500) },
    ],
    state: listIdle,
    context: { balanceFailed: ['card-gift-3'] },
  },
  {
    name: '§4 a SNAP balance checked by deep link closes the flyout with the balance set',
    input: ready,
    steps: [
      loaded(shopper),
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-ebt', deepLink: true },
      { type: 'balance.submit' },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin-1' } },
      { type: 'xstate.done.actor.ebtBalance', output: '42.50' },
    ],
    state: closed,
    verify: (run) => expect(ctx(run).cards.snapCards[0]?.balance).toBe('42.50'),
  },
  {
    name: '§7 the PIN field fails (timeout): "Error loading eProtect iframes." on the balance form',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { type: 'balance.submit' },
      { check: (run) => expect(run.snapshot().hasTag('submitting')).toBe(true) },
      { type: 'xstate.error.actor.tokenizePin', error: { name: 'SecureFieldError', code: 'timeout' } },
    ],
    state: { ready: { flyout: { open: { checkBalance: 'editing' } } } },
    context: { errorMessage: 'Error loading eProtect iframes.' },
    callCounts: { ebtBalance: 0 },
  },
  {
    name: '§2 back from the add screens returns to the list with the messages cleared',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '1' },
      { type: 'screen.back' },
      { check: (run) => expect(run.snapshot().matches(listIdle)).toBe(true) },
      { type: 'screen.addGift' },
      { type: 'flyout.exit' },
    ],
    state: listIdle,
    context: { errorMessage: null, fieldErrors: {} },
  },
];

/** Which card an event names, and the cards a step must leave alone (cards of one group with distinct ids). */
const twoGifts = [visa, snap, gift(1), gift(3)];
const withBoth = [loaded(twoGifts), open, { type: 'card.select', cardId: 'card-gift-1' }];
const { balance: _noBalance, ...snapWithoutBalance } = snap;
const expiredGift = { ...gift(4), expired: true };
/** A card whose billing address is the delivery address of `addresses` (line and postal code). */
const visaAtMarket: Card = {
  ...visa,
  address: {
    ...visa.address!,
    addressLines: ['88 Market Street'],
    cityTown: 'Columbus',
    postalCode: '43215',
  },
};
const membership = { ...ready, appName: 'membership' as const };
const unknown = 'card-unknown';
const choices: OracleCase<typeof walletMachine>[] = [
  {
    name: '§2 removing a SNAP card from the summary box leaves the bank and gift cards selected',
    input: ready,
    steps: [...withBoth, { type: 'card.select', cardId: 'card-gift-3' }, { type: 'flyout.confirm' }],
    accepts: [{ type: 'card.remove', cardId: 'card-ebt' }],
    verify: (run) => {
      run.actor.send({ type: 'card.remove', cardId: 'card-ebt' });
      expect(selection(run, 'checkout')).toEqual({
        bank: ['card-visa'],
        snap: [],
        gift: ['card-gift-1', 'card-gift-3'],
      });
      run.actor.send({ type: 'card.remove', cardId: 'card-gift-1' });
      expect(selection(run, 'checkout')).toEqual({ bank: ['card-visa'], snap: [], gift: ['card-gift-3'] });
      expect(selection(run, 'flyout')).toEqual({ bank: ['card-visa'], snap: [], gift: ['card-gift-3'] });
    },
  },
  {
    name: '§2 a card that is not in the checkout cannot be removed from the summary box',
    input: ready,
    steps: [loaded(twoGifts)],
    refuses: [
      { type: 'card.remove', cardId: 'card-gift-1' },
      { type: 'card.remove', cardId: unknown },
    ],
  },
  {
    name: '§2 a check-balance deep link naming a gift card opens the list, no card chosen, no deep link',
    input: ready,
    steps: [
      loaded(twoGifts),
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-gift-1', deepLink: true },
    ],
    state: listIdle,
    context: { activeCard: null, deepLink: false },
  },
  {
    name: '§2 a check-balance deep link to a SNAP card whose balance the service left out opens its PIN form',
    input: ready,
    steps: [
      loaded([visa, snapWithoutBalance as Card]),
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-ebt', deepLink: true },
    ],
    state: { ready: { flyout: { open: { checkBalance: 'editing' } } } },
    context: { deepLink: true },
    verify: (run) => expect(ctx(run).activeCard?.id).toBe('card-ebt'),
  },
  {
    name: '§2 a check-balance deep link naming a card the wallet does not hold opens the list',
    input: ready,
    steps: [
      loaded(twoGifts),
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-unknown', deepLink: true },
    ],
    state: listIdle,
    context: { activeCard: null, deepLink: false },
  },
  {
    name: '§2 a check-balance link naming no card opens the first SNAP card’s form; not a deep link unless flagged',
    input: ready,
    steps: [loaded(twoGifts), { type: 'wallet.open', screen: 'checkBalance' }],
    state: { ready: { flyout: { open: { checkBalance: 'editing' } } } },
    context: { deepLink: false },
    accepts: [{ type: 'screen.back' }],
    verify: (run) => expect(ctx(run).activeCard?.id).toBe('card-ebt'),
  },
  {
    name: '§2 the deep-link flag only marks check balance: opening the list with it is no deep link',
    input: ready,
    steps: [loaded(twoGifts), { type: 'wallet.open', screen: 'list', deepLink: true }],
    state: listIdle,
    context: { deepLink: false },
    verify: (run) => {
      run.actor.send({ type: 'wallet.close' });
      run.actor.send({ type: 'wallet.open', deepLink: true });
      expect(ctx(run).deepLink).toBe(false);
    },
  },
  {
    name: '§4 opening copies the checkout selection again: what was chosen before a close is gone',
    input: ready,
    steps: [...withBoth, { type: 'wallet.close' }, open],
    verify: (run) =>
      expect(selection(run, 'flyout')).toEqual({ bank: ['card-visa'], snap: ['card-ebt'], gift: [] }),
  },
  {
    name: '§2 the summary box’s Edit opens the flyout with the checkout selection',
    input: ready,
    steps: [
      loaded([expiredMc, { ...expiredMc, id: 'card-mc-2' }, gift(1)]),
      open,
      { type: 'card.select', cardId: 'card-gift-1' },
      { type: 'wallet.close' },
      ...editForm('card-mc'),
    ],
    state: editScreen,
    verify: (run) => {
      expect(selection(run, 'flyout')).toEqual({ bank: ['card-mc'], snap: [], gift: [] });
      expect(ctx(run).activeCard?.id).toBe('card-mc');
    },
  },
  {
    name: '§2 the summary box’s Edit is only for the expired card it shows (not another expired card, not without a bank card)',
    input: ready,
    steps: [loaded([expiredMc, { ...expiredMc, id: 'card-mc-2' }])],
    refuses: [...editForm('card-mc-2'), ...editForm(unknown)],
  },
  {
    name: '§2 no summary box Edit without a bank card in the checkout',
    input: ready,
    steps: [loaded([gift(1)])],
    refuses: [{ type: 'card.edit', cardId: 'card-gift-1' }],
  },
  {
    name: '§2 membership at checkout: no actions menu in the list; the summary box’s Edit of an expired bank card still opens it',
    input: membership,
    steps: [loaded([expiredMc, expiredGift, snap]), open],
    refuses: [
      { type: 'card.delete', cardId: 'card-mc' },
      { type: 'card.delete', cardId: 'card-ebt' },
      ...editForm('card-gift-4'),
    ],
    accepts: [{ type: 'card.edit', cardId: 'card-mc' }],
  },
  {
    name: '§2 membership at checkout: no Edit, Delete or Make Preferred for a current bank card',
    input: membership,
    steps: [loaded(twoBanks), open],
    refuses: [
      ...editForm('card-visa'),
      { type: 'card.delete', cardId: 'card-new' },
      { type: 'card.makePreferred', cardId: 'card-new' },
    ],
  },
  {
    name: '§2 an event naming a card the wallet does not hold changes nothing',
    input: ready,
    steps: [loaded(shopper), open],
    refuses: [
      { type: 'card.select', cardId: unknown },
      ...editForm(unknown),
      { type: 'card.delete', cardId: unknown },
      { type: 'card.makePreferred', cardId: unknown },
      { type: 'card.checkBalance', cardId: unknown },
      { type: 'card.retryBalance', cardId: unknown },
    ],
  },
  {
    name: '§2 My Wallet shows no radios or checkboxes: a card cannot be chosen',
    input: { ...myWalletInput, isInitialized: true },
    steps: [loaded(twoBanks), open],
    refuses: [
      { type: 'card.select', cardId: 'card-new' },
      { type: 'card.select', cardId: 'card-gift-1' },
    ],
  },
  {
    name: '§2 check balance opens for a SNAP card with no balance field at all, never for a gift card',
    input: ready,
    steps: [loaded([visa, snapWithoutBalance as Card, gift(3, null)]), open],
    refuses: [{ type: 'card.checkBalance', cardId: 'card-gift-3' }],
    accepts: [{ type: 'card.checkBalance', cardId: 'card-ebt' }],
  },
  {
    name: '§2 opening check balance clears the list’s message; the PIN goes through the secure PIN field once',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'screen.addSnap' },
      { check: (run) => expect(ctx(run).errorMessage).toBe('A SNAP EBT card is already in your wallet.') },
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { check: (run) => expect(ctx(run).errorMessage).toBeNull() },
      { type: 'balance.submit' },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin-1' } },
    ],
    tags: ['submitting'],
    callCounts: { tokenizePin: 1, ebtBalance: 1 },
  },
  {
    name: '§2 back from check balance clears its message',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.checkBalance', cardId: 'card-ebt' },
      { type: 'balance.submit' },
      { type: 'xstate.done.actor.tokenizePin', output: { response: '870', pinCheckoutId: 'pin-1' } },
      { type: 'xstate.error.actor.ebtBalance', error: failure(402, '55') },
      { type: 'screen.back' },
    ],
    state: listIdle,
    context: { errorMessage: null },
  },
  {
    name: '§2 back from the add screens clears the field errors',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '1' },
      { type: 'screen.back' },
    ],
    state: listIdle,
    verify: (run) => expect(ctx(run).fieldErrors).toEqual({}),
  },
  {
    name: '§2 back from the add card and edit card forms returns to the list',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      { type: 'screen.back' },
      { check: (run) => expect(run.snapshot().matches(listIdle)).toBe(true) },
      ...editForm('card-visa'),
      { type: 'screen.back' },
    ],
    state: listIdle,
  },
  {
    name: '§2 exit on the delete question returns to the list',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.delete', cardId: 'card-visa' }, { type: 'flyout.exit' }],
    state: listIdle,
    callCounts: { deleteCard: 0 },
  },
  {
    name: '§4 a direct delete and Make Preferred settle in the list with their success message shown',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'card.delete', cardId: 'card-gift-1' },
      { type: 'xstate.done.actor.deleteCard', output: undefined },
      {
        check: (run) =>
          expect(
            run.snapshot().matches({ ready: { notice: 'success', flyout: { open: { list: 'idle' } } } }),
          ).toBe(true),
      },
      { advance: 5_000 },
      { type: 'card.makePreferred', cardId: 'card-new' },
      { type: 'xstate.done.actor.setPreferred', output: undefined },
    ],
    state: { ready: { notice: 'success', flyout: { open: { list: 'idle' } } } },
    context: { successMessage: 'Card Updated!' },
  },
  {
    name: '§2 back from the address form returns to the address list, loaded again',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.add' },
      { type: 'screen.back' },
    ],
    state: { ready: { flyout: { open: { addressList: 'loading' } } } },
    // The add form's fetch, the list's, and the list's again.
    callCounts: { fetchAddresses: 3 },
  },
  {
    name: '§2 Edit of an address edits that one (not the first); Add new address after it starts empty',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.edit', addressId: 'addr-delivery' },
      { check: (run) => expect(ctx(run).editingAddress?.addressId).toBe('addr-delivery') },
      { type: 'screen.back' },
      { type: 'xstate.done.actor.fetchAddresses', output: addresses },
      { type: 'address.add' },
      { type: 'address.save', form: validAddress },
    ],
    context: { editingAddress: null },
    calls: { saveAddress: { address: expect.objectContaining({ addressId: '', preferredAddress: false }) } },
  },
  {
    name: '§2 the edit form shows the card’s own billing address when the list holds it (line and postal code)',
    input: ready,
    steps: [
      loaded([
        visaAtMarket,
        // The same postal code on another street, and the same street in another postal code: neither is it.
        { ...expiredMc, address: { ...visaAtMarket.address!, addressLines: ['9 Elm Street'] } },
        { ...newBank, address: { ...visaAtMarket.address!, postalCode: '45202' } },
      ]),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'screen.back' },
      { type: 'screen.back' },
      // The form chooses the card's address as it opens, from the addresses it already holds; the list fetched
      // then keeps that choice (an empty answer here, so only the choice made on opening can give it).
      ...editForm('card-new', addresses),
      { check: (run) => expect(ctx(run).addressId).toBeNull() },
      { type: 'screen.back' },
      ...editForm('card-mc', addresses),
      { check: (run) => expect(ctx(run).addressId).toBeNull() },
      { type: 'screen.back' },
      ...editForm('card-visa'),
    ],
    state: editScreen,
    context: { addressId: 'addr-delivery', addressReturn: 'editCard' },
  },
  {
    name: '§4 add card after the edit form: the first address is chosen and the address list returns to add card',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...editForm('card-visa'),
      ...toAddresses,
      { type: 'address.select', addressId: 'addr-delivery' },
      { type: 'screen.back' },
      ...addCardForm(),
      { check: (run) => expect(ctx(run).addressId).toBe('addr-home') },
      { type: 'address.choose' },
      { type: 'xstate.done.actor.fetchAddresses', output: addresses },
      { type: 'address.select', addressId: 'addr-delivery' },
    ],
    state: addCardScreen,
    context: { addressId: 'addr-delivery', addressReturn: 'addCard' },
  },
  {
    name: '§7 the add call gets the address chosen in the list (not the first)',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      ...toAddresses,
      { type: 'address.select', addressId: 'addr-delivery' },
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      {
        type: 'xstate.done.actor.tokenizeCard',
        output: {
          response: '870',
          paypageRegistrationId: 'reg-1',
          firstSix: '555555',
          expMonth: '10',
          expYear: '2031',
        },
      },
    ],
    calls: { addBankCard: expect.objectContaining({ address: addresses[0] }) },
  },
  {
    name: '§2 leaving for the address list without a draft keeps the form as it was; a draft is completed with defaults',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...addCardForm(),
      { type: 'address.choose' },
      { check: (run) => expect(ctx(run).addDraft).toBeNull() },
      { type: 'screen.back' },
      { type: 'address.choose', draft: { save: false } },
    ],
    verify: (run) =>
      expect(ctx(run).addDraft).toEqual({ firstName: '', lastName: '', save: false, preferred: false }),
  },
  {
    name: '§2 the edit call runs as submitting (after the CVV field answered)',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      ...editForm('card-visa'),
      { type: 'edit.submit', form: validEdit },
      { type: 'xstate.done.actor.tokenizeEdit', output: { response: '870', checkoutId: 'chk-1' } },
    ],
    state: { ready: { flyout: { open: { editCard: 'submitting' } } } },
    tags: ['submitting'],
  },
  {
    name: '§4 before the config is initialised the widget is busy',
    input: walletInput,
    steps: [],
    state: 'initializing',
    tags: ['busy'],
  },
  {
    name: '§8 a load that times out: status 408 and the timeout message',
    input: ready,
    steps: [
      {
        type: 'xstate.error.actor.fetchCards',
        error: { ...failure(0, 'ECONNABORTED'), kind: 'timeout', message: 'timeout' },
      },
    ],
    state: 'loadFailed',
    verify: (run) => {
      expect(ctx(run).loadFailure?.status).toBe(408);
      expect(ctx(run).loadFailure?.message).toContain('technical difficulties');
    },
  },
];

/** The host contract (§2 host messages, §3 config) and what each call in flight and each failure leads to
 *  (§4 "every action in flight", §7, §8), as a host embeds the widget. */
const delivery = addresses.find((a) => a.addressId === 'addr-delivery')!;
const timedOut = { ...failure(408, 'ECONNABORTED'), kind: 'timeout', message: 'timeout' };
const unsavedCard: Card = { ...newBank, id: 'unsaved-1', saved: false };
const host: OracleCase<typeof walletMachine>[] = [
  {
    name: '§2 openFlyout before the cards are there: the flyout opens on the list once they are',
    input: ready,
    steps: [open, loaded(shopper)],
    state: listIdle,
    context: { pendingOpen: null },
  },
  {
    name: '§2 a check-balance deep link before the cards are there opens the PIN form of the first SNAP card',
    input: ready,
    steps: [{ type: 'wallet.open', screen: 'checkBalance', deepLink: true }, loaded(shopper)],
    state: { ready: { flyout: { open: { checkBalance: 'editing' } } } },
    context: { deepLink: true, pendingOpen: null },
    verify: (run) => expect(ctx(run).activeCard?.id).toBe('card-ebt'),
  },
  {
    name: '§2 closeFlyout before the cards are there cancels the open asked for',
    input: ready,
    steps: [open, { type: 'wallet.close' }, loaded(shopper)],
    state: closed,
  },
  {
    name: '§2 "The check-balance form opens only if the card has no balance yet": a deep link to a known balance opens the list',
    input: ready,
    steps: [
      loaded([visa, { ...snap, balance: '42.50' }]),
      { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-ebt', deepLink: true },
    ],
    state: listIdle,
    context: { deepLink: false },
  },
  {
    name: '§4 unticking the checkout’s SNAP card clears it in both places and tells the host at once',
    input: ready,
    steps: [loaded(shopper), open, { type: 'card.select', cardId: 'card-ebt' }],
    actions: [
      {
        type: 'notifyHost',
        params: { type: 'data', selection: { bankCards: [visa], snapCards: [], giftCards: [] } },
      },
    ],
    verify: (run) => expect(selection(run, 'checkout').snap).toEqual([]),
  },
  {
    name: '§2 ticking a SNAP card (not in the checkout selection) tells the host nothing until Confirm',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'card.select', cardId: 'card-ebt' },
      { type: 'card.select', cardId: 'card-ebt' },
    ],
    notActions: ['notifyHost'],
  },
  {
    name: '§2 reload with the flyout open: the answer keeps the selection’s cards that are still there and tells the host',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'wallet.reload' },
      { type: 'xstate.done.actor.fetchCards', output: [visa, newBank, snap] },
    ],
    state: { ready: { cards: 'current', flyout: { open: { list: 'idle' } } } },
    actions: [{ type: 'notifyHost', params: { type: 'data' } }],
    verify: (run) => {
      expect(ids(ctx(run).cards.bankCards)).toEqual(['card-visa', 'card-new']);
      expect(selection(run, 'checkout')).toEqual({ bank: ['card-visa'], snap: ['card-ebt'], gift: [] });
    },
  },
  {
    name: '§2 reload after the chosen bank card was deleted elsewhere: the default card is chosen again',
    input: ready,
    steps: [
      loaded(twoBanks),
      open,
      { type: 'wallet.reload' },
      { type: 'xstate.done.actor.fetchCards', output: [newBank] },
    ],
    verify: (run) => {
      expect(selection(run, 'checkout').bank).toEqual(['card-new']);
      expect(selection(run, 'flyout').bank).toEqual(['card-new']);
    },
  },
  {
    name: '§8 a failed reload with the flyout open: its message, the host error and analytics; the cards stay',
    input: ready,
    steps: [
      loaded(shopper),
      open,
      { type: 'wallet.reload' },
      { type: 'xstate.error.actor.fetchCards', error: failure(500) },
    ],
    state: { ready: { cards: 'current', flyout: { open: { list: 'idle' } } } },
    context: { errorMessage: `There was a problem retrieving your cards, please retry. ${CALL_US}` },
    actions: [
      { type: 'notifyHost', params: { type: 'error', failure: { status: 500 } } },
      { type: 'reportFailure', params: { action: 'getCards', failure: { status: 500 } } },
    ],
    verify: (run) => expect(ctx(run).cards.bankCards).toHaveLength(2),
  },
  {
    name: '§8 a declined card (402) is told to the host and to analytics, and reloads nothing (its outcome is known)',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm([homeAddress]),
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      { type: 'xstate.done.actor.tokenizeCard', output: { response: '870', paypageRegistrationId: 'reg-1' } },
      { type: 'xstate.error.actor.addBankCard', error: failure(402, 'RV32937') },
    ],
    state: { ready: { cards: 'current', flyout: { open: { addCard: 'editing' } } } },
    actions: [
      {
        type: 'notifyHost',
        params: {
          type: 'error',
          failure: {
            status: 402,
            code: 'RV32937',
            message: `Your card was declined. Please check all fields and try again. If the problem persists, please call Customer Service at ${PHONE}.`,
          },
        },
      },
      { type: 'reportFailure', params: { action: 'addCard', failure: { status: 402, code: 'RV32937' } } },
    ],
    callCounts: { fetchCards: 1 },
  },
  {
    name: '§8 an add that times out (408): the timeout message, and the cards reloaded (the card may be stored)',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm([homeAddress]),
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      { type: 'xstate.done.actor.tokenizeCard', output: { response: '870', paypageRegistrationId: 'reg-1' } },
      { type: 'xstate.error.actor.addBankCard', error: timedOut },
    ],
    state: { ready: { cards: 'reloading', flyout: { open: { addCard: 'editing' } } } },
    context: {
      errorMessage: `We're sorry, we're experiencing technical difficulties. Please try again later. ${CALL_US}`,
    },
    callCounts: { fetchCards: 2 },
  },
  {
    name: '§8 a delete (404) and a Make Preferred (500) that fail are told to the host; the 500 reloads the cards',
    input: ready,
    steps: [
      loaded([visa, gift(1), newBank]),
      open,
      { type: 'card.delete', cardId: 'card-gift-1' },
      { type: 'xstate.error.actor.deleteCard', error: failure(404, 'NOT_FOUND') },
      {
        check: (run) => {
          expect(run.lastActions).toContainEqual({
            type: 'notifyHost',
            params: expect.objectContaining({
              type: 'error',
              failure: expect.objectContaining({ status: 404 }),
            }),
          });
          expect(run.calls.fetchCards).toHaveLength(1);
        },
      },
      { type: 'card.makePreferred', cardId: 'card-new' },
      { type: 'xstate.error.actor.setPreferred', error: failure(500) },
    ],
    state: { ready: { cards: 'reloading', flyout: { open: { list: 'idle' } } } },
    actions: [{ type: 'reportFailure', params: { action: 'setPreferred', failure: { status: 500 } } }],
    context: {
      errorMessage: `We're sorry, but we weren't able to update your card. Please try again. ${CALL_US}`,
    },
  },
  {
    name: '§4 a call of the list in flight: Escape, Cancel and Confirm wait for it (busy)',
    input: ready,
    steps: [loaded(twoBanks), open, { type: 'card.makePreferred', cardId: 'card-new' }],
    state: { ready: { flyout: { open: { list: 'settingPreferred' } } } },
    tags: ['busy'],
    refuses: [{ type: 'flyout.exit' }, { type: 'flyout.cancel' }, { type: 'flyout.confirm' }],
  },
  {
    name: '§4 a form whose call is in flight: Escape and Back wait for it (submitting)',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addSnap' },
      { type: 'snap.submit', pan: '5077000000001234' },
    ],
    state: { ready: { flyout: { open: { addSnap: 'submitting' } } } },
    tags: ['submitting'],
    refuses: [{ type: 'flyout.exit' }, { type: 'screen.back' }],
  },
  {
    name: '§8 a failed gift card balance retry: the gift-card balance message, Balance Error kept',
    input: ready,
    steps: [
      loaded([visa, gift(1, null)]),
      open,
      { type: 'card.retryBalance', cardId: 'card-gift-1' },
      { type: 'xstate.error.actor.giftBalance', error: failure(500) },
    ],
    state: listIdle,
    context: {
      errorMessage: `We couldn't retrieve your gift card's balance. Please try again. ${CALL_US}`,
      balanceFailed: ['card-gift-1'],
    },
    actions: [{ type: 'reportFailure', params: { action: 'giftBalance', failure: { status: 500 } } }],
  },
  {
    name: '§2 add card: the addresses load with the form (busy) and the home address is chosen when they come',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addCard' },
      { check: (run) => expect(run.snapshot().hasTag('busy')).toBe(true) },
      { type: 'xstate.done.actor.fetchAddresses', output: [delivery, homeAddress] },
    ],
    state: addCardScreen,
    context: { addressId: 'addr-home' },
    verify: (run) =>
      expect(ctx(run).addresses.map((a: { addressId: string }) => a.addressId)).toEqual([
        'addr-home',
        'addr-delivery',
      ]),
  },
  {
    name: '§2 a failed address load of the add form: the address message; the form is there to go on',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      { type: 'screen.addCard' },
      { type: 'xstate.error.actor.fetchAddresses', error: failure(500) },
    ],
    state: addCardScreen,
    context: {
      errorMessage: `We couldn't load your saved address at this time . Please add a new address. ${CALL_US}`,
      addressId: null,
    },
  },
  {
    name: '§2 edit card: the saved address that is the card’s own is chosen when the addresses come',
    input: ready,
    steps: [loaded([visa]), open, ...editForm('card-visa', [delivery, homeAddress])],
    state: editScreen,
    context: { addressId: 'addr-home' },
  },
  {
    name: '§2 edit card of a card whose address is not saved: no address chosen (the card keeps its own)',
    input: ready,
    steps: [loaded([visa]), open, ...editForm('card-visa', [delivery])],
    state: editScreen,
    context: { addressId: null },
  },
  {
    name: '§2 back and exit while the add form’s addresses load return to the list',
    input: ready,
    steps: [loaded([visa]), open, { type: 'screen.addCard' }, { type: 'screen.back' }],
    state: listIdle,
  },
  {
    name: '§2 a card added with Save unticked offers no Edit, Delete or Make Preferred',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm([homeAddress]),
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: false, preferred: false },
      },
      { type: 'xstate.done.actor.tokenizeCard', output: { response: '870', paypageRegistrationId: 'reg-1' } },
      { type: 'xstate.done.actor.addBankCard', output: unsavedCard },
    ],
    state: listIdle,
    refuses: [
      { type: 'card.delete', cardId: 'unsaved-1' },
      { type: 'card.makePreferred', cardId: 'unsaved-1' },
      { type: 'card.edit', cardId: 'unsaved-1' },
    ],
  },
  {
    name: '§5 an expiry the secure fields refuse (884): the frame says so; a frame that never answers: "Error loading eProtect iframes."',
    input: ready,
    steps: [
      loaded([visa]),
      open,
      ...addCardForm([homeAddress]),
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      { type: 'xstate.error.actor.tokenizeCard', error: { name: 'SecureFieldError', code: '884' } },
      { check: (run) => expect(ctx(run).errorMessage).toBeNull() },
      {
        type: 'addCard.submit',
        form: { firstName: 'Jordan', lastName: 'Whitfield', save: true, preferred: false },
      },
      { type: 'xstate.error.actor.tokenizeCard', error: { name: 'SecureFieldError', code: 'timeout' } },
    ],
    context: { errorMessage: 'Error loading eProtect iframes.' },
  },
];

describe('wallet chart: oracle', () => {
  oracleTable(
    () => import('../../machines/wallet/wallet/wallet.machine').then((m) => m.walletMachine),
    [...loading, ...flyout, ...limits, ...forms, ...cards, ...frame, ...calls, ...choices, ...host],
  );
});
