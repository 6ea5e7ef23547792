/**
 * payment-wallet.md §2 and §8: the widget's headers, buttons and labels, and the no-cards messages: what the
 * summary box and the flyout's frame show. The other texts (screens, validation, errors) are in messages.ts.
 */

/** §2 headers and buttons. */
export const WALLET_LABELS = {
  summaryTitle: 'Payment Method',
  selectPayment: 'Select Payment',
  wallet: 'Wallet',
  checkBalance: 'Check Balance',
  addCard: 'Add Credit/Debit Card',
  addSnap: 'Add SNAP EBT Card',
  addGift: 'Add Gift Card',
  editCard: 'Edit Card',
  deleteCard: 'Deleting Payment',
  exitConfirm: 'Discard Changes?',
  addressList: 'Billing Address',
  updateAddress: 'Edit Billing Address',
  /** The same form with no address being edited (§2 form names: add billing address). */
  addAddress: 'Add Billing Address',
  back: 'Back',
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  submitting: 'Submitting',
  submittingCard: 'Submitting Card',
  addPaymentMethod: 'Add Payment Method',
  changePaymentMethod: 'Change Payment Method',
  retry: 'Retry',
  edit: 'Edit',
  delete: 'Delete',
  makePreferred: 'Make Preferred',
  cardActions: 'Card actions',
  sectionBank: 'Credit & Debit',
  sectionSnap: 'SNAP EBT',
  sectionGift: 'Gift Card',
  keepCard: 'Keep Card',
  deleteCardButton: 'Delete Card',
  keepChanges: 'No, Keep Changes',
  discardChanges: 'Yes, Discard Changes',
  enterPin: 'Enter Your SNAP EBT PIN',
  addNewAddress: 'Add new address',
  saveAddress: 'Save Address',
  saveCard: 'Save this card',
  saveCardButton: 'Save Card',
  preferredCard: 'Make this my preferred card',
  preferred: 'Preferred',
  firstName: 'First Name',
  lastName: 'Last Name',
  cardNumber: 'Card Number',
  pin: 'PIN',
  expMonth: 'Expiration Month',
  expYear: 'Expiration Year',
  address: 'Address',
  unit: 'Apt/Suite (optional)',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  balanceError: 'Balance Error',
  checkBalanceButton: 'Check Balance',
  retryBalance: 'Retry balance',
  remove: 'Remove',
  // Status and placeholder texts of the product's own (the spec shows none).
  loadingCards: 'Loading your payment methods…',
  loadingFlyout: 'Loading…',
  loadingAddresses: 'Loading addresses…',
  deletingCard: 'Deleting your card…',
  updatingCard: 'Updating your card…',
  checkingBalance: 'Checking the balance…',
  noAddressSelected: 'No billing address selected.',
  selectState: 'Select',
  secureCardFrame: 'Secure card number, expiration and security code',
  securePinFrame: 'Secure SNAP EBT PIN',
  secureCvvFrame: 'Secure security code',
} as const;

/** §8 no-cards messages. */
export const NO_CARDS_MESSAGES = {
  paymentManagement: 'No cards found. Please add a new card by clicking "Add Credit/Debit Card"',
  cardBox: 'Please add a credit or debit card to proceed with your order.',
  flyoutConfirm: 'Please add a new Credit/Debit card to continue.',
} as const;

/** The developer-facing error of a wrong config (§3 "validated on mount"). */
export const CONFIG_ERROR = 'Payment wallet configuration error';
