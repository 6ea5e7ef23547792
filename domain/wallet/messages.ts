/**
 * payment-wallet.md §2, §5 and §8: the texts of the flyout's screens, the validation messages and the error
 * catalogue (the summary box's own texts are in labels.ts). Texts the spec leaves "not shown" (or abbreviates
 * with "...") are completed here and listed in docs/choices.md. Loaded with the flyout and the calls, not
 * before the summary box renders.
 */
import { type AppName, CUSTOMER_SERVICE_PHONES } from './constants';

/** §2 form names. */
export const FORM_NAMES = {
  addCard: 'add card',
  addGift: 'add gift card',
  addSnap: 'add snap card',
  addAddress: 'add billing address',
  checkBalance: 'check SNAP EBT card balance',
  editCard: 'edit card',
  editAddress: 'edit billing address',
} as const;

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete your card?';
export const EXIT_CONFIRM_TEXT =
  'If you exit now, your selections will not be saved. Do you want to discard your changes?';
export const EXPIRED_CARD_TEXT = 'Expired. Please update your payment info.';

/** §5 validation messages. */
export const VALIDATION_MESSAGES = {
  firstNameRequired: 'First Name is a required field.',
  lastNameRequired: 'Last Name is a required field.',
  nameTooLong: 'Maximum length for name fields is 375 characters.',
  firstNameInvalid: 'Please enter a valid first name.',
  lastNameInvalid: 'Please enter a valid last name.',
  addressRequired: 'Address is a required field.',
  addressInvalid: 'Address has invalid characters.',
  addressTooLong: 'Address must be at most 100 characters.',
  unitTooLong: 'Apt/Suite must be at most 100 characters.',
  cityRequired: 'City is a required field.',
  cityInvalid: 'City has invalid characters.',
  cityTooLong: 'City must be at most 50 characters.',
  stateRequired: 'State/Province is a required field.',
  postalInvalid: 'Please enter a valid postal code.',
  ebtLength: 'Card Number must be at least 16 characters long and at most 19 characters long.',
  giftLength: 'Card Number must be exactly 19 characters long.',
  cardNumberRequired: 'Card Number is a required field.',
  pinRequired: 'PIN is a required field.',
  pinLength: 'PIN must be exactly 4 digits.',
  monthRequired: 'Expiration Month is a required field.',
  yearRequired: 'Expiration Year is a required field.',
  expiryPast: 'Expiration Date must be after the current date.',
  cardTooShort: 'Card number too short.',
  cardTooLong: 'Card number too long.',
  cardNotNumeric: 'Card number not numeric.',
  cardInvalid: 'Please enter a valid credit or debit card.',
  cvvTooShort: 'CVV too short.',
  cvvTooLong: 'CVV too long.',
  cvvInvalid: 'Invalid CVV.',
  addressNotSelected: 'Please select a billing address.',
  addressNotValid:
    "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
} as const;

/** §8 success and info messages. */
export const SUCCESS_MESSAGES = {
  added: 'Card Added!',
  edited: 'Card Edited!',
  deleted: 'Card Deleted!',
  preferred: 'Card Updated!',
} as const;

export const INFO_MESSAGES = {
  keepGiftCard: 'Keep your gift card! You will need it for any refunds or additional charges.',
  snapAtCheckout: 'You can pay with your SNAP EBT card at checkout for eligible items.',
  giftTotalMet: 'Your selected gift cards cover your order total.',
  snapIneligible: 'Your basket has no SNAP eligible items.',
  snapFees: 'Fees and non-SNAP items will be billed to your backup credit or debit card.',
} as const;

export const PHONE_PLACEHOLDER = '{phone}';
const CALL = ` If the problem persists, please call Customer Service at ${PHONE_PLACEHOLDER}.`;

/** §8 per-action defaults ("each ends with a call-customer-service line"). */
export const DEFAULT_ERROR_MESSAGES = {
  addCard: `We're sorry, but we weren't able to add your card. Please try again.${CALL}`,
  editCard: `We're sorry, but we weren't able to update your card. Please try again.${CALL}`,
  getCards: `There was a problem retrieving your cards, please retry.${CALL}`,
  getCardsMembership: `There was a problem retrieving your payment methods, please retry.${CALL}`,
  deleteCard: `There was a problem deleting your card, please try again.${CALL}`,
  getBilling: `We couldn't load your saved address at this time . Please add a new address.${CALL}`,
  updateBilling: `We're sorry, but we weren't able to save your address. Please try again.${CALL}`,
  ebtBalance: `We couldn't retrieve your SNAP EBT card balance. Please try again.${CALL}`,
  giftBalance: `We couldn't retrieve your gift card's balance. Please try again.${CALL}`,
  setPreferred: `We're sorry, but we weren't able to update your card. Please try again.${CALL}`,
} as const;
export type WalletAction = keyof Omit<typeof DEFAULT_ERROR_MESSAGES, 'getCardsMembership'>;

/** §8 status- and code-specific messages. */
export const ERROR_MESSAGES = {
  timeout: `We're sorry, we're experiencing technical difficulties. Please try again later.${CALL}`,
  timeoutMembership: `We're sorry, your membership wallet is experiencing technical difficulties. Please try again later.${CALL}`,
  sessionExpired: 'It looks like your session has expired. Please log in again to continue.',
  ebtExists: 'Only one SNAP EBT card may be saved to your wallet.',
  invalidPin: 'Invalid PIN, please try again.',
  cardLocked: `Your SNAP EBT card is locked because of too many PIN attempts.${CALL}`,
  declined: `Your card was declined. Please check all fields and try again.${CALL}`,
  conflict: 'This card is already in your wallet.',
  fraud: `We're sorry, but the payment information is invalid.${CALL}`,
  addressLoadRetry: "We couldn't load your saved address. Retry",
  iframeLoad: 'Error loading eProtect iframes.',
  cardEntryScript: `We're sorry, something went wrong loading the card form. Please try again.${CALL}`,
  secureGeneric: 'Please enter a valid credit or debit card.',
  snapAlreadyAdded: 'A SNAP EBT card is already in your wallet.',
  giftLimit: 'You can have up to 5 gift cards in your wallet.',
  needBankCard: 'Please add a credit or debit card before adding SNAP EBT or gift cards.',
} as const;

/** §8 decline code map (402 for cards other than the EBT balance). */
export const DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  RV62751: `Your card was declined because the billing address does not match. Please check your address and try again.${CALL}`,
  RV32937: ERROR_MESSAGES.declined,
  GIFT_CARD_ZERO_BALANCE: 'You cannot add a Gift Card with a $0 balance.',
};

/** §8 fraud code map (422). */
export const FRAUD_MESSAGES: Readonly<Record<string, string>> = {
  KC2617: ERROR_MESSAGES.fraud,
  RV72632: `You have reached the maximum number of credit and debit cards in your wallet.${CALL}`,
  GIFT_CARD_LIMIT_REACHED: 'You can have up to 5 gift cards in your wallet.',
};

/** Replaces the phone placeholder with the app's customer service number (§8, §9). */
export function withPhone(message: string, app: AppName): string {
  return message.split(PHONE_PLACEHOLDER).join(CUSTOMER_SERVICE_PHONES[app]);
}
