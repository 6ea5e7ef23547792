/** payment-wallet.md §3 "Brands ... detected from card-number prefix and length patterns", and the Luhn check
 *  the secure card fields run. Used by the add-card payload and the sandbox's secure fields, never before the
 *  summary box renders. */
import type { Brand } from './constants';

/** §3 brand detection from prefix and length (IIN ranges). */
const BRAND_PATTERNS: ReadonlyArray<{ brand: Brand; prefix: RegExp; lengths: readonly number[] }> = [
  { brand: 'AMEX', prefix: /^3[47]/, lengths: [15] },
  { brand: 'DINERS', prefix: /^(30[0-5]|309|36|38|39)/, lengths: [14, 16, 17, 18, 19] },
  { brand: 'JCB', prefix: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  {
    brand: 'DISCOVER',
    prefix: /^(6011|64[4-9]|65|622(12[6-9]|1[3-9]|[2-8]|9[01]|92[0-5]))/,
    lengths: [16, 17, 18, 19],
  },
  { brand: 'UNIONPAY', prefix: /^62/, lengths: [16, 17, 18, 19] },
  { brand: 'MASTERCARD', prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16] },
  { brand: 'VISA', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'EBT', prefix: /^(5077|6008|6100)/, lengths: [16, 17, 18, 19] },
];

/** Brand from the digits typed so far: prefix decides; with `complete` the length must fit too. */
export function detectBrand(digits: string, complete = false): Brand {
  const clean = digits.replace(/\D/g, '');
  for (const p of BRAND_PATTERNS) {
    if (p.prefix.test(clean) && (!complete || p.lengths.includes(clean.length))) return p.brand;
  }
  return 'NONE';
}

/** Luhn (mod 10) check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}
