/** Payment wallet service /payment/v2/wallet (payment-wallet.md §3 entities, §7 the eleven calls). */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const WALLET_PATHS = {
  cards: BASE_PATHS.wallet,
  card: (id: string) => `${BASE_PATHS.wallet}/${encodeURIComponent(id)}`,
  billing: `${BASE_PATHS.wallet}/account/billing`,
  giftCardBalance: `${BASE_PATHS.wallet}/gift-card/balance`,
  ebtBalance: `${BASE_PATHS.wallet}/cards/ebt/balance`,
  defaults: `${BASE_PATHS.wallet}/cards/defaults`,
} as const;

export { WALLET_HEADERS } from './wallet-headers';

/** payment-wallet.md §7 "Timeout 10 s". */
export const WALLET_TIMEOUT_MS = 10_000;

const cardType = z.enum(['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD']);
const brand = z.enum(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY', 'EBT', 'NONE']);

/** §3 Card address. */
export const cardAddressSchema = z.object({
  addressLines: z.array(z.string()),
  cityTown: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
});
export type CardAddress = z.infer<typeof cardAddressSchema>;

/** §3 Card (as the service answers it; `saved` is true for server cards). */
export const cardSchema = z.object({
  id: z.string(),
  versionKey: z.optional(z.string()),
  lastFourPan: z.string(),
  cardType,
  bin: z.optional(z.string()),
  brand,
  binType: z.optional(z.string()),
  default: z.boolean(),
  description: z.optional(z.string()),
  fraudToken: z.optional(z.string()),
  paymentGram: z.optional(z.string()),
  vaultCardId: z.optional(z.string()),
  expirationMonth: z.optional(z.string()),
  expirationYear: z.optional(z.string()),
  expired: z.boolean(),
  address: z.optional(cardAddressSchema),
  lastUpdatedTimestamp: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  isNotAllowedForFuelPay: z.optional(z.boolean()),
  imageType: z.optional(z.string()),
  saved: z.boolean(),
  balance: z.optional(z.nullable(z.string())),
  defaultApplications: z.array(z.string()),
});
export type Card = z.infer<typeof cardSchema>;

/** §7 #1 response. */
export const cardsResponseSchema = z.object({
  data: z.object({ payment: z.object({ cards: z.array(cardSchema) }) }),
});
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

const dateTime = z.object({ timezone: z.literal('UTC'), value: z.string() });
const billing = z.object({
  addressLines: z.array(z.string()),
  cityTown: z.string(),
  countryCode: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
});

/** §7 #2 add bank card. */
export const addBankCardRequestSchema = z.object({
  dateTime,
  facilityId: z.string(),
  storeId: z.string(),
  defaultCard: z.boolean(),
  save: z.boolean(),
  paymentMethod: z.object({
    paymentType: z.enum(['BANK_CARD', 'CREDIT_CARD']),
    billing,
    brand,
    expirationMonth: z.string().check(z.regex(/^(0[1-9]|1[0-2])$/)),
    expirationYear: z.string().check(z.regex(/^\d{4}$/)),
    lowValueToken: z.string().check(z.minLength(1)),
    cardFirstSix: z.string().check(z.regex(/^\d{6}$/)),
    firstName: z.string().check(z.minLength(1), z.maxLength(375)),
    lastName: z.string().check(z.minLength(1), z.maxLength(375)),
  }),
  accertifyTransactionId: z.optional(z.string()),
  deviceInfo: z.optional(z.string()),
});
export type AddBankCardRequest = z.infer<typeof addBankCardRequestSchema>;

/** §7 #3 add SNAP EBT card. */
export const addSnapCardRequestSchema = z.object({
  dateTime,
  defaultCard: z.literal(false),
  facilityId: z.string(),
  paymentMethod: z.object({
    paymentType: z.literal('EBT_CARD'),
    pan: z.string().check(z.regex(/^\d{16,19}$/)),
  }),
  save: z.boolean(),
  accertifyTransactionId: z.optional(z.string()),
  deviceInfo: z.optional(z.string()),
});
export type AddSnapCardRequest = z.infer<typeof addSnapCardRequestSchema>;

/** §7 #4 add gift card. */
export const addGiftCardRequestSchema = z.object({
  dateTime,
  facilityId: z.string(),
  paymentMethod: z.object({
    paymentType: z.literal('GIFT_CARD'),
    pan: z.string().check(z.regex(/^\d{19}$/)),
    pin: z.string().check(z.regex(/^\d{4}$/)),
  }),
});
export type AddGiftCardRequest = z.infer<typeof addGiftCardRequestSchema>;

export const addCardRequestSchema = z.union([
  addBankCardRequestSchema,
  addSnapCardRequestSchema,
  addGiftCardRequestSchema,
]);
export type AddCardRequest = z.infer<typeof addCardRequestSchema>;

/** §7 #2-4 response ("data.payment.card"; not shown for SNAP and gift: the same shape is answered). */
export const cardResponseSchema = z.object({ data: z.object({ payment: z.object({ card: cardSchema }) }) });
export type CardResponse = z.infer<typeof cardResponseSchema>;

/** §7 #5 edit card. */
export const editCardRequestSchema = z.object({
  cardId: z.string(),
  dateTime,
  facilityId: z.string(),
  storeId: z.string(),
  defaultCard: z.boolean(),
  paymentGram: z.optional(z.string()),
  saved: z.boolean(),
  paymentMethod: z.object({
    paymentType: z.enum(['BANK_CARD', 'CREDIT_CARD']),
    billing,
    brand,
    expirationMonth: z.string().check(z.regex(/^(0[1-9]|1[0-2])$/)),
    expirationYear: z.string().check(z.regex(/^\d{4}$/)),
    lowValueToken: z.optional(z.string()),
    cardFirstSix: z.optional(z.string()),
    firstName: z.string().check(z.minLength(1), z.maxLength(375)),
    lastName: z.string().check(z.minLength(1), z.maxLength(375)),
  }),
});
export type EditCardRequest = z.infer<typeof editCardRequestSchema>;
/** §7 #5 response "data.payment" (the edited card under it). */
export const editCardResponseSchema = cardResponseSchema;

/** §7 #6, #11 response "status". */
export const statusResponseSchema = z.object({ status: z.string() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** §3 Billing address, server form. */
export const serverAddressSchema = z.object({
  addressId: z.string(),
  addressLine1: z.string().check(z.minLength(1), z.maxLength(100)),
  addressLine2: z.optional(z.string().check(z.maxLength(100))),
  addressType: z.enum(['home', 'delivery']),
  city: z.string().check(z.minLength(1), z.maxLength(50)),
  countryCode: z.enum(['US', 'CA']),
  preferredAddress: z.boolean(),
  stateCode: z.string().check(z.minLength(2), z.maxLength(2)),
  zip: z.string().check(z.regex(/^\d{5}(-\d{4})?$/)),
});
export type ServerAddress = z.infer<typeof serverAddressSchema>;

/** §7 #7 response. */
export const billingResponseSchema = z.object({
  data: z.object({ payment: z.object({ addresses: z.array(serverAddressSchema) }) }),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

/** §7 #8 request (addressId '' adds a new address) and its answer (not shown: the saved address). */
export const updateBillingRequestSchema = z.object({ address: serverAddressSchema });
export type UpdateBillingRequest = z.infer<typeof updateBillingRequestSchema>;
export const updateBillingResponseSchema = z.object({
  data: z.object({ payment: z.object({ address: serverAddressSchema }) }),
});
export type UpdateBillingResponse = z.infer<typeof updateBillingResponseSchema>;

/** §7 #9. */
export const giftBalanceRequestSchema = z.object({ paymentGram: z.string().check(z.minLength(1)) });
export const giftBalanceResponseSchema = z.object({
  data: z.object({ payment: z.object({ remainingBalance: z.string() }) }),
});
export type GiftBalanceResponse = z.infer<typeof giftBalanceResponseSchema>;

/** §7 #10. */
export const ebtBalanceRequestSchema = z.object({
  paymentMethod: z.object({ encryptedPin: z.string().check(z.minLength(1)), paymentgram: z.string() }),
});
export type EbtBalanceRequest = z.infer<typeof ebtBalanceRequestSchema>;
export const ebtBalanceResponseSchema = z.object({
  data: z.object({
    payment: z.object({
      data: z.object({
        transactionBalanceInquiry: z.object({
          remainingBalance: z.object({ snap: z.string() }),
        }),
      }),
    }),
  }),
});
export type EbtBalanceResponse = z.infer<typeof ebtBalanceResponseSchema>;

/** §7 #11. */
export const setDefaultRequestSchema = z.object({ cardId: z.string().check(z.minLength(1)) });

/** Sandbox only: the bearer token the demo host page hands the widget (for the cookie session). */
export const walletTokenResponseSchema = z.object({
  data: z.object({ token: z.string(), expiresAt: z.string(), paymentIntentId: z.string() }),
});
export type WalletTokenResponse = z.infer<typeof walletTokenResponseSchema>;
export const WALLET_SANDBOX_PATHS = {
  token: `${BASE_PATHS.sandbox}/wallet/token`,
  paymentIntent: `${BASE_PATHS.sandbox}/wallet/payment-intent`,
} as const;

/** §3 "Secure card-field result" (what the card-entry iframe answers the widget). */
export const secureFieldResultSchema = z.object({
  paypageRegistrationId: z.optional(z.string()),
  checkoutId: z.optional(z.string()),
  pinCheckoutId: z.optional(z.string()),
  response: z.string(),
  firstSix: z.optional(z.string()),
  lastFour: z.optional(z.string()),
  expMonth: z.optional(z.string()),
  expYear: z.optional(z.string()),
  brand: z.optional(z.string()),
});
export type SecureFieldResult = z.infer<typeof secureFieldResultSchema>;

/** One logical wallet call as the retry chart and the client see it (§7 calls 1-11). */
export type WalletCall =
  | { call: 'getCards'; showSnap: boolean; showGift: boolean; giftBalance: boolean }
  | { call: 'addCard'; body: AddCardRequest }
  | { call: 'editCard'; body: EditCardRequest }
  | { call: 'deleteCard'; cardId: string }
  | { call: 'getBilling' }
  | { call: 'updateBilling'; body: UpdateBillingRequest }
  | { call: 'giftBalance'; paymentGram: string }
  | { call: 'ebtBalance'; body: EbtBalanceRequest }
  | { call: 'setDefault'; cardId: string };
