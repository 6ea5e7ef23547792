/** What each event of the payment wallet chart means to a tester (payment-wallet.md §2, §4), and what the widget
 *  shows in each state (machines/descriptions.ts). Screen names are the flyout's headers (WALLET_LABELS). */
import { SUCCESS_MESSAGE_MS } from '../../../domain/wallet/constants';
import { WALLET_LABELS as L } from '../../../domain/wallet/labels';
import { DELETE_CONFIRM_TEXT, EXIT_CONFIRM_TEXT } from '../../../domain/wallet/messages';
import { describeMachine } from '../../descriptions';
import { walletMachine } from './wallet.machine';

const cardWords = (cardId: string) =>
  cardId.startsWith('card-gift')
    ? 'a gift card'
    : cardId === 'card-ebt'
      ? 'the SNAP EBT card'
      : cardId === 'none'
        ? 'a card the wallet does not hold'
        : 'a credit/debit card';
const answers = (what: string, name?: string) => ({
  action: `The wallet service ${what}`,
  ...(name ? { name } : {}),
});
const fails = (call: string, name: string) => ({
  action: `The ${call} call fails`,
  expect: 'The screen shows the call’s error message',
  name,
});

export const walletDescriptions = describeMachine(walletMachine, {
  events: {
    'wallet.configure': (e) =>
      e.config.isMyWallet
        ? { action: 'The host page switches the widget to My Wallet mode', name: 'My Wallet' }
        : { action: 'The host page initialises the widget (config message)' },
    'wallet.reload': { action: 'The host page asks for the cards again', name: 'reload' },
    'wallet.retry': { action: `Press ${L.retry} under the error`, name: 'retry' },
    'wallet.open': (e) =>
      e.screen === 'checkBalance'
        ? { action: `Follow the ${L.checkBalance} deep link of the host page`, name: 'check balance link' }
        : { action: `Press ${L.changePaymentMethod} (or ${L.addPaymentMethod})` },
    'wallet.close': { action: `Press ${L.close} (×) on the flyout`, name: 'close' },
    'flyout.exit': { action: `Press ${L.back} or ${L.close} on the flyout header` },
    'flyout.confirm': { action: `Press ${L.confirm}`, name: 'confirm' },
    'flyout.cancel': { action: `Press ${L.cancel}`, name: 'cancel' },
    'exit.keep': { action: `Press ${L.keepChanges}` },
    'exit.discard': { action: `Press ${L.discardChanges}`, name: 'discard changes' },
    'card.select': (e) => ({
      action: `Select ${cardWords(e.cardId)}`,
      expect: 'The card is marked selected',
    }),
    'card.remove': (e) => ({
      action: `Press ${L.remove} on ${cardWords(e.cardId)} in the summary`,
      expect: 'The card leaves the summary',
    }),
    'card.edit': (e) => ({ action: `Press ${L.edit} on ${cardWords(e.cardId)}` }),
    'card.delete': (e) => ({ action: `Press ${L.delete} on ${cardWords(e.cardId)}`, name: 'delete' }),
    'card.makePreferred': (e) => ({
      action: `Press ${L.makePreferred} on ${cardWords(e.cardId)}`,
      name: 'make preferred',
    }),
    'card.checkBalance': (e) => ({ action: `Press ${L.checkBalanceButton} on ${cardWords(e.cardId)}` }),
    'card.retryBalance': (e) => ({ action: `Press ${L.retryBalance} on ${cardWords(e.cardId)}` }),
    'screen.addCard': { action: `Press ${L.addCard}` },
    'screen.addSnap': { action: `Press ${L.addSnap}` },
    'screen.addGift': { action: `Press ${L.addGift}` },
    'screen.back': { action: `Press ${L.back}` },
    'delete.confirm': { action: `Press ${L.deleteCardButton}` },
    'delete.keep': { action: `Press ${L.keepCard}`, name: 'keep card' },
    'addCard.submit': (e) =>
      e.form.firstName
        ? { action: 'Fill in the card form correctly and press Submit' }
        : {
            action: 'Leave First Name empty and press Submit',
            expect: 'The field errors show',
            name: 'invalid card form',
          },
    'snap.submit': (e) =>
      e.pan.length >= 16
        ? { action: 'Type a SNAP EBT card number and press Submit' }
        : {
            action: 'Type a too short SNAP EBT card number and press Submit',
            expect: 'The field error shows',
            name: 'invalid SNAP number',
          },
    'gift.submit': (e) =>
      e.pin.length >= 4
        ? { action: 'Type a gift card number and PIN and press Submit' }
        : {
            action: 'Type a too short gift card number and PIN and press Submit',
            expect: 'The field errors show',
            name: 'invalid gift card',
          },
    'balance.submit': { action: 'Type the PIN in the secure field and press Check Balance' },
    'edit.submit': (e) =>
      Number(e.form.expirationYear) >= 2026
        ? { action: 'Change the card details and press Submit' }
        : {
            action: 'Enter an expiry in the past and press Submit',
            expect: 'The field error shows',
            name: 'invalid edit',
          },
    'address.choose': { action: 'Press the billing address on the card form' },
    'address.select': { action: 'Choose an address from the list' },
    'address.add': { action: `Press ${L.addNewAddress}` },
    'address.edit': { action: `Press ${L.edit} on an address` },
    'address.save': (e) =>
      e.form.zip.length >= 5
        ? { action: `Fill in the address and press ${L.saveAddress}` }
        : {
            action: `Type a one-digit postal code and press ${L.saveAddress}`,
            expect: 'The field error shows',
            name: 'invalid address',
          },
    'address.retry': { action: `Press ${L.retry} on the address list` },
    'notice.shown': { action: 'A success message is shown again', expect: 'The success message shows' },
  },
  results: {
    'xstate.done.actor.fetchCards': (e) => {
      const cards = (e.output as { cardType: string }[]) ?? [];
      const gifts = cards.filter((c) => c.cardType === 'GIFT_CARD').length;
      if (!cards.some((c) => c.cardType === 'CREDIT_CARD' || c.cardType === 'BANK_CARD'))
        return answers('answers a wallet with no credit/debit card', 'no bank card');
      if (gifts >= 5) return answers('answers a wallet with 5 gift cards', 'gift cards full');
      return answers('answers the shopper’s cards');
    },
    'xstate.error.actor.fetchCards': fails('get-cards', 'cards failed'),
    'xstate.done.actor.tokenizeCard': { action: 'The secure card fields accept the card' },
    'xstate.error.actor.tokenizeCard': fails('secure card field', 'card not accepted'),
    'xstate.done.actor.addBankCard': answers('adds the card', 'card added'),
    'xstate.error.actor.addBankCard': fails('add-card', 'card declined'),
    'xstate.done.actor.addSnapCard': answers('adds the SNAP EBT card', 'SNAP added'),
    'xstate.error.actor.addSnapCard': fails('add-SNAP', 'SNAP add failed'),
    'xstate.done.actor.addGiftCard': answers('adds the gift card', 'gift card added'),
    'xstate.error.actor.addGiftCard': fails('add-gift-card', 'gift card add failed'),
    'xstate.done.actor.tokenizeEdit': { action: 'The secure security-code field accepts' },
    'xstate.error.actor.tokenizeEdit': fails('secure security-code field', 'code not accepted'),
    'xstate.done.actor.editCard': answers('updates the card', 'card edited'),
    'xstate.error.actor.editCard': fails('edit-card', 'edit failed'),
    'xstate.done.actor.deleteCard': answers('deletes the card', 'card deleted'),
    'xstate.error.actor.deleteCard': fails('delete-card', 'delete failed'),
    'xstate.done.actor.setPreferred': answers('makes the card preferred', 'preferred'),
    'xstate.error.actor.setPreferred': fails('set-preferred', 'preferred failed'),
    'xstate.done.actor.fetchAddresses': answers('answers the billing addresses'),
    'xstate.error.actor.fetchAddresses': fails('billing-address', 'addresses failed'),
    'xstate.done.actor.saveAddress': answers('saves the address', 'address saved'),
    'xstate.error.actor.saveAddress': fails('save-address', 'address save failed'),
    'xstate.done.actor.giftBalance': answers('answers the gift card balance'),
    'xstate.error.actor.giftBalance': fails('gift-balance', 'gift balance failed'),
    'xstate.done.actor.tokenizePin': { action: 'The secure PIN field accepts the PIN' },
    'xstate.error.actor.tokenizePin': fails('secure PIN field', 'PIN not accepted'),
    'xstate.done.actor.ebtBalance': answers('answers the SNAP EBT balance', 'balance shown'),
    'xstate.error.actor.ebtBalance': fails('SNAP balance', 'invalid PIN'),
    'xstate.after.SUCCESS_MESSAGE': {
      action: `Wait ${SUCCESS_MESSAGE_MS / 1000} s`,
      expect: 'The success message goes away',
    },
  },
  states: {
    initializing: 'Nothing yet: the widget waits for the host page’s config',
    loading: `“${L.loadingCards}”`,
    loadFailed: `The get-cards error message and ${L.retry}`,
    ready: `The ${L.summaryTitle} summary box with the selected cards`,
    'ready.notice.quiet': 'No success message',
    'ready.notice.success': 'A success message (e.g. “Card Added!”), for 5 seconds',
    'ready.flyout.closed': `The ${L.summaryTitle} summary box; the flyout is closed`,
    'ready.flyout.open': 'The flyout is open',
    'ready.flyout.open.list': `The flyout’s card list (${L.selectPayment} or ${L.wallet}) with ${L.confirm} and ${L.cancel}`,
    'ready.flyout.open.list.deleting': 'The card list, the card being deleted (spinner)',
    'ready.flyout.open.list.settingPreferred': 'The card list, the card being made preferred (spinner)',
    'ready.flyout.open.list.refreshingBalance': 'The card list, a gift card balance being read (spinner)',
    'ready.flyout.open.exitConfirm': `${L.exitConfirm}: “${EXIT_CONFIRM_TEXT}”`,
    'ready.flyout.open.addCard': `${L.addCard}: name, secure card fields, billing address, save and preferred boxes`,
    'ready.flyout.open.addCard.submitting': `${L.submittingCard} (spinner)`,
    'ready.flyout.open.addCard.tokenizing': `${L.submittingCard} (spinner)`,
    'ready.flyout.open.addSnap': `${L.addSnap}: the card number field`,
    'ready.flyout.open.addSnap.submitting': `${L.submittingCard} (spinner)`,
    'ready.flyout.open.addGift': `${L.addGift}: card number and PIN`,
    'ready.flyout.open.addGift.submitting': `${L.submittingCard} (spinner)`,
    'ready.flyout.open.checkBalance': `${L.checkBalance}: ${L.enterPin} (secure PIN field)`,
    'ready.flyout.open.checkBalance.tokenizingPin': `${L.checkBalance}: ${L.submitting} (spinner)`,
    'ready.flyout.open.checkBalance.submitting': `${L.checkBalance}: ${L.submitting} (spinner)`,
    'ready.flyout.open.editCard': `${L.editCard}: name, expiry, secure security code, billing address`,
    'ready.flyout.open.editCard.tokenizing': `${L.editCard}: ${L.submitting} (spinner)`,
    'ready.flyout.open.editCard.submitting': `${L.editCard}: ${L.submitting} (spinner)`,
    'ready.flyout.open.deleteCard': `${L.deleteCard}: “${DELETE_CONFIRM_TEXT}”`,
    'ready.flyout.open.deleteCard.deleting': `${L.deleteCard}: deleting (spinner)`,
    'ready.flyout.open.addressList': `${L.addressList}: the saved addresses and ${L.addNewAddress}`,
    'ready.flyout.open.addressList.loading': `“${L.loadingAddresses}”`,
    'ready.flyout.open.addressList.failed': `The billing-address error and ${L.retry}`,
    'ready.flyout.open.updateAddress': `${L.updateAddress}: the address form`,
    'ready.flyout.open.updateAddress.saving': `${L.updateAddress}: ${L.submitting} (spinner)`,
  },
  funnel: { from: 'ready.flyout.open.addCard', to: 'ready.notice.success' },
});
