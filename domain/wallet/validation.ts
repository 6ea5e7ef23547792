/** payment-wallet.md §5 validation of the flyout's forms (names, addresses, SNAP and gift card numbers, PIN,
 *  expiry) and §9 expiry years. Each validator returns the §5 message or null. Loaded with the flyout. */
import type { ServerAddress } from '../../api/contracts/wallet';
import { STATE_OPTIONS } from './addresses';
import { LIMITS } from './constants';
import { VALIDATION_MESSAGES as V } from './messages';

/** §5 validation: each returns the message or null. */
const LETTERS = /^[A-Za-z\u00C0-\u024F' -]+$/;
export function validateName(value: string, which: 'first' | 'last'): string | null {
  const v = value.trim();
  if (!v) return which === 'first' ? V.firstNameRequired : V.lastNameRequired;
  if (v.length > LIMITS.nameValidated) return V.nameTooLong;
  if (!LETTERS.test(v)) return which === 'first' ? V.firstNameInvalid : V.lastNameInvalid;
  return null;
}
export function validateAddressLine(value: string): string | null {
  const v = value.trim();
  if (!v) return V.addressRequired;
  if (v.length > LIMITS.address) return V.addressTooLong;
  if (!/^[A-Za-z0-9 .'#@%&\\/-]+$/.test(v)) return V.addressInvalid;
  return null;
}
export function validateUnit(value: string): string | null {
  if (value.length > LIMITS.unit) return V.unitTooLong;
  if (value && !/^[A-Za-z0-9 .'#@%&\\/-]+$/.test(value)) return V.addressInvalid;
  return null;
}
export function validateCity(value: string): string | null {
  const v = value.trim();
  if (!v) return V.cityRequired;
  if (v.length > LIMITS.city) return V.cityTooLong;
  if (!/^[A-Za-z0-9 \\/-]+$/.test(v)) return V.cityInvalid;
  return null;
}
export const validateState = (value: string): string | null =>
  STATE_OPTIONS.includes(value) ? null : V.stateRequired;
export const validatePostal = (value: string): string | null =>
  /^\d{5}(-\d{4})?$/.test(value.trim()) ? null : V.postalInvalid;
export function validateEbtNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return V.cardNumberRequired;
  return digits.length >= LIMITS.ebtMin && digits.length <= LIMITS.ebtMax ? null : V.ebtLength;
}
export function validateGiftNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return V.cardNumberRequired;
  return digits.length === LIMITS.giftDigits ? null : V.giftLength;
}
/** §5 "auto-formatted with dashes after the 10th, 13th and 16th digits, max 22 typed". */
export function formatGiftNumber(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, LIMITS.giftDigits);
  const parts = [d.slice(0, 10), d.slice(10, 13), d.slice(13, 16), d.slice(16)].filter(Boolean);
  return parts.join('-').slice(0, LIMITS.giftTyped);
}
export function validatePin(value: string): string | null {
  if (!value) return V.pinRequired;
  return /^\d{4}$/.test(value) ? null : V.pinLength;
}
export function validateExpiry(month: string, year: string, now: Date): string | null {
  if (!/^(0[1-9]|1[0-2])$/.test(month)) return V.monthRequired;
  if (!/^\d{4}$/.test(year)) return V.yearRequired;
  const y = Number(year);
  const m = Number(month);
  const ny = now.getUTCFullYear();
  const nm = now.getUTCMonth() + 1;
  return y > ny || (y === ny && m >= nm) ? null : V.expiryPast;
}
export function isExpired(month: string | undefined, year: string | undefined, now: Date): boolean {
  if (!month || !year) return false;
  return validateExpiry(month, year, now) === V.expiryPast;
}
/** §9 expiry years offered. */
export function expiryYears(now: Date, span: number): string[] {
  const start = now.getUTCFullYear();
  return Array.from({ length: span + 1 }, (_, i) => String(start + i));
}
/** §2 billing address must be selected and valid. */
export function billingAddressProblem(address: ServerAddress | null): string | null {
  if (!address) return V.addressNotSelected;
  const bad =
    validateAddressLine(address.addressLine1) ??
    validateUnit(address.addressLine2 ?? '') ??
    validateCity(address.city) ??
    validateState(address.stateCode) ??
    validatePostal(address.zip);
  return bad ? V.addressNotValid : null;
}
export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
