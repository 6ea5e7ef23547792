/** payment-wallet.md §9 business constants and limits, §3 enumerations, §1 host apps. Defined once. */

/** §9 "HTTP timeout 10 s". */
export const WALLET_HTTP_TIMEOUT_MS = 10_000;
/** §7/§9 "auth and payment-intent retries max 5". */
export const MAX_AUTH_RETRIES = 5;
export const MAX_INTENT_RETRIES = 5;
/** §7/§9 "secure field timeout 10 s". */
export const SECURE_FIELD_TIMEOUT_MS = 10_000;
/** §4/§9 "Success messages auto-clear after 5 seconds." */
export const SUCCESS_MESSAGE_MS = 5_000;
/**
 * The global the fraud device script defines (chosen, docs/choices.md "Payment wallet"): `deviceInfo()` answers the
 * device data the add calls send as deviceInfo (§7 calls 2 and 3). The script is loaded with the transaction id the
 * widget sends as accertifyTransactionId (`?tid=`).
 */
export const FRAUD_DEVICE_GLOBAL = 'walletFraud';

/**
 * Whether a failed call may still have done its work (chosen, docs/choices.md "Payment wallet"): a timeout
 * (§8 status 408), no answer at all (0), a 5xx, or an answer that could not be read (a status below 400). After
 * such a failure of a card call the widget reloads the cards, so a card the service stored anyway shows.
 */
export const isUnknownOutcome = (status: number): boolean => status === 408 || status < 400 || status >= 500;
/** §9 "Max 5 gift cards; 1 SNAP EBT card." */
export const MAX_GIFT_CARDS = 5;
export const MAX_SNAP_CARDS = 1;
/** §9 "Expiry years offered: current year plus 14 on edit, plus 15 in the secure field." */
export const EDIT_EXPIRY_YEARS = 14;
export const SECURE_FIELD_EXPIRY_YEARS = 15;
/** §5/§9 field limits. */
export const LIMITS = {
  nameTyped: 40,
  nameValidated: 375,
  address: 100,
  unit: 100,
  city: 50,
  postalTyped: 7,
  ebtMin: 16,
  ebtMax: 19,
  giftDigits: 19,
  giftTyped: 22,
  pinDigits: 4,
} as const;

/** §1, §9 app names. Values are the appName strings a host passes in its config. */
export const APP_NAMES = {
  clickList: 'clicklist',
  membership: 'membership',
  rxweb: 'rxweb',
  eprn: 'eprn',
  webHostedPaymentPage: 'webhostedpaymentpage',
} as const;
export type AppName = (typeof APP_NAMES)[keyof typeof APP_NAMES];
export const APP_NAME_LIST = Object.values(APP_NAMES) as readonly AppName[];
/** §9 "default app click-list". */
export const DEFAULT_APP: AppName = APP_NAMES.clickList;

/** §6 "Pharmacy apps (rxweb, eprn) are flagged by a helper". */
export const isPharmacyApp = (app: AppName): boolean => app === APP_NAMES.rxweb || app === APP_NAMES.eprn;

/**
 * §9 "Customer service numbers: click-list and membership (800) 576-4377; one app (800) 552-6694; another
 * (855) 489-2502." Which app is "one" and "another" is not shown: chosen (docs/choices.md) as the pharmacy
 * apps (rxweb, eprn) and the web hosted payment page.
 */
export const CUSTOMER_SERVICE_PHONES: Readonly<Record<AppName, string>> = {
  clicklist: '(800) 576-4377',
  membership: '(800) 576-4377',
  rxweb: '(800) 552-6694',
  eprn: '(800) 552-6694',
  webhostedpaymentpage: '(855) 489-2502',
};

/** §3 Config environment; "state default STAGE". */
export const ENVIRONMENTS = ['PROD', 'STAGE', 'TEST', 'LOCAL'] as const;
export type WalletEnvironment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: WalletEnvironment = 'STAGE';

/** §1 auth types. */
export const AUTH_TYPES = ['B2C', 'AX'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** §3/§7 location fallbacks ("values not shown": chosen, docs/choices.md). */
export const DEFAULT_FACILITY_ID = '00000';
export const DEFAULT_STORE_ID = '00000';
/** §7 "tenant (default a retailer tenant)" (value not shown: chosen). */
export const DEFAULT_TENANT = 'retailer';
/** §7 application id header value (not shown: chosen). */
export const APPLICATION_ID = 'payment-wallet-widget';

/** §7 header names (defined with the contract). */
export { WALLET_HEADERS } from '../../api/contracts/wallet-headers';

/** §3 card types. */
export const CARD_TYPES = {
  bank: 'BANK_CARD',
  credit: 'CREDIT_CARD',
  ebt: 'EBT_CARD',
  gift: 'GIFT_CARD',
} as const;
export type CardType = (typeof CARD_TYPES)[keyof typeof CARD_TYPES];

/** §3 brands. */
export const BRANDS = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'EBT',
  'NONE',
] as const;
export type Brand = (typeof BRANDS)[number];

/** §8 reason of the 404 that renews the payment intent. */
export const PAYMENT_INTENT_NOT_FOUND = 'PAYMENT_INTENT_NOT_FOUND';
/** §8 reason of the 400 when a SNAP card exists. */
export const EBT_CARD_EXISTS = 'EBT card already exists';
/** §4 payment-intent problems. */
export const PAYMENT_INTENT_PROBLEMS = ['NO_CARDS', 'BAD_PAYMENT_INTENT', 'AUTH_FAILED'] as const;
