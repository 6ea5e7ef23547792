/** payment-wallet.md §7 request payloads, built from what the widget's charts decide plus the clock and location. */
import type {
  AddBankCardRequest,
  AddGiftCardRequest,
  AddSnapCardRequest,
  Card,
  CardAddress,
  EditCardRequest,
  SecureFieldResult,
  ServerAddress,
} from '../../api/contracts/wallet';
import { type Brand, DEFAULT_FACILITY_ID, DEFAULT_STORE_ID } from './constants';
import { detectBrand } from './brands';

export interface Location {
  facilityId?: string | undefined;
  storeId?: string | undefined;
}
export interface Fraud {
  accertifyTransactionId?: string | undefined;
  deviceInfo?: string | undefined;
}

/** What the add bank card form decides (names, flags, billing address, the secure field's answer). */
export interface BankCardDraft {
  firstName: string;
  lastName: string;
  save: boolean;
  preferred: boolean;
  address: ServerAddress;
  secure: SecureFieldResult;
}
export interface EditCardDraft {
  card: Card;
  firstName: string;
  lastName: string;
  expirationMonth: string;
  expirationYear: string;
  preferred: boolean;
  address: ServerAddress | null;
  /** The checkout id of the secure field in edit mode, when the shopper re-entered a CVV. */
  checkoutId?: string | undefined;
}

const dateTime = (now: Date) => ({ timezone: 'UTC' as const, value: now.toISOString() });

export function billingOf(address: ServerAddress): CardAddress {
  return {
    addressLines: [address.addressLine1, ...(address.addressLine2 ? [address.addressLine2] : [])],
    cityTown: address.city,
    countryCode: address.countryCode,
    stateProvince: address.stateCode,
    postalCode: address.zip,
  };
}

export function addBankCardPayload(
  draft: BankCardDraft,
  now: Date,
  location: Location,
  fraud: Fraud,
): AddBankCardRequest {
  const firstSix = draft.secure.firstSix ?? '';
  const brand = (draft.secure.brand as Brand | undefined) ?? detectBrand(firstSix);
  return {
    dateTime: dateTime(now),
    facilityId: location.facilityId || DEFAULT_FACILITY_ID,
    storeId: location.storeId || DEFAULT_STORE_ID,
    defaultCard: draft.preferred,
    save: draft.save || draft.preferred,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: billingOf(draft.address),
      brand,
      expirationMonth: draft.secure.expMonth ?? '',
      expirationYear: draft.secure.expYear ?? '',
      lowValueToken: draft.secure.paypageRegistrationId ?? '',
      cardFirstSix: firstSix,
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
    },
    ...(fraud.accertifyTransactionId ? { accertifyTransactionId: fraud.accertifyTransactionId } : {}),
    ...(fraud.deviceInfo ? { deviceInfo: fraud.deviceInfo } : {}),
  };
}

export function addSnapCardPayload(
  pan: string,
  now: Date,
  location: Location,
  fraud: Fraud,
): AddSnapCardRequest {
  return {
    dateTime: dateTime(now),
    defaultCard: false,
    facilityId: location.facilityId || DEFAULT_FACILITY_ID,
    paymentMethod: { paymentType: 'EBT_CARD', pan: pan.replace(/\D/g, '') },
    save: true,
    ...(fraud.accertifyTransactionId ? { accertifyTransactionId: fraud.accertifyTransactionId } : {}),
    ...(fraud.deviceInfo ? { deviceInfo: fraud.deviceInfo } : {}),
  };
}

export function addGiftCardPayload(
  pan: string,
  pin: string,
  now: Date,
  location: Location,
): AddGiftCardRequest {
  return {
    dateTime: dateTime(now),
    facilityId: location.facilityId || DEFAULT_FACILITY_ID,
    paymentMethod: { paymentType: 'GIFT_CARD', pan: pan.replace(/\D/g, ''), pin },
  };
}

export function editCardPayload(draft: EditCardDraft, now: Date, location: Location): EditCardRequest {
  const card = draft.card;
  const billing = draft.address ? billingOf(draft.address) : card.address;
  return {
    cardId: card.id,
    dateTime: dateTime(now),
    facilityId: location.facilityId || DEFAULT_FACILITY_ID,
    storeId: location.storeId || DEFAULT_STORE_ID,
    defaultCard: draft.preferred,
    ...(card.paymentGram ? { paymentGram: card.paymentGram } : {}),
    saved: card.saved,
    paymentMethod: {
      paymentType: card.cardType === 'BANK_CARD' ? 'BANK_CARD' : 'CREDIT_CARD',
      billing: billing ?? {
        addressLines: [],
        cityTown: '',
        countryCode: 'US',
        stateProvince: '',
        postalCode: '',
      },
      brand: card.brand,
      expirationMonth: draft.expirationMonth,
      expirationYear: draft.expirationYear,
      ...(draft.checkoutId ? { lowValueToken: draft.checkoutId } : {}),
      ...(card.bin ? { cardFirstSix: card.bin } : {}),
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
    },
  };
}
