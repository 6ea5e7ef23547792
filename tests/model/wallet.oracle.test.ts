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
import { walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import { type OracleCase, type OracleRun, oracleTable } from './oracle';

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
      { type: 'screen.addCard' },
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
      { type: 'screen.addCard' },
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
      { type: 'card.edit', cardId: 'card-visa' },
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
      { type: 'screen.addCard' },
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

describe('wallet chart: oracle', () => {
  oracleTable(walletMachine, [...loading, ...flyout, ...limits, ...forms, ...cards]);
});
