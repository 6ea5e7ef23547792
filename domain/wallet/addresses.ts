/** payment-wallet.md §2 billing addresses: the state list (US states, DC, Canadian provinces), the derived
 *  country and the address order. Pure data and functions, loaded with the flyout. */
import type { CardAddress, ServerAddress } from '../../api/contracts/wallet';

/** §2 "home-type address sorts first". */
export function sortAddresses(addresses: readonly ServerAddress[]): ServerAddress[] {
  return [...addresses].sort(
    (a, b) => (a.addressType === 'home' ? 0 : 1) - (b.addressType === 'home' ? 0 : 1),
  );
}

/** How an address reads in the flyout: "4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227". */
export const addressText = (a: ServerAddress): string =>
  `${a.addressLine1}${a.addressLine2 ? `, ${a.addressLine2}` : ''}, ${a.city}, ${a.stateCode} ${a.zip}`;

/** A card's own billing address (§3 Card address), read the same way. */
export const cardAddressText = (a: CardAddress): string =>
  `${a.addressLines.filter(Boolean).join(', ')}, ${a.cityTown}, ${a.stateProvince} ${a.postalCode}`;

/** §2 state list: US states, DC, Canadian provinces. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
] as const;
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export const STATE_OPTIONS: readonly string[] = [...US_STATES, ...CA_PROVINCES];
/** §2 "the country is derived as CA for a province, US otherwise". */
export const countryFor = (stateCode: string): 'US' | 'CA' =>
  (CA_PROVINCES as readonly string[]).includes(stateCode) ? 'CA' : 'US';
