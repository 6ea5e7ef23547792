/**
 * Sandbox test data of the payment wallet (documented in README "Wallet test cards"). The secure card
 * fields on the second origin turn a typed card number into a registration id that names its scenario and
 * last four (`reg.<scenario>.<last four>.<random>`); the wallet service reads only that, never the number.
 * The same holds for the SNAP PIN (`pin.<scenario>.<random>`).
 */

export type AddScenario = 'ok' | 'decline' | 'badAddress' | 'fraud' | 'slow' | 'server';
export type PinScenario = 'ok' | 'invalidPin' | 'locked';

/** Card numbers (all pass the Luhn check) and what adding them does. Others add normally. */
export const TEST_CARD_NUMBERS: Readonly<Record<string, AddScenario>> = {
  '4111111111111111': 'ok',
  '5555555555554444': 'ok',
  '378282246310005': 'ok',
  '6011111111111117': 'ok',
  '4000000000000002': 'decline',
  '4000000000000010': 'badAddress',
  '4000000000000028': 'fraud',
  '4000000000000036': 'slow',
  '4000000000000044': 'server',
};
export const scenarioForCardNumber = (digits: string): AddScenario => TEST_CARD_NUMBERS[digits] ?? 'ok';

/** SNAP EBT balance PINs (§8 402 codes 55 and 75); any other 4 digits answers the balance. */
export const TEST_PINS: Readonly<Record<string, PinScenario>> = {
  '1234': 'ok',
  '5555': 'invalidPin',
  '7575': 'locked',
};
export const scenarioForPin = (pin: string): PinScenario => TEST_PINS[pin] ?? 'ok';

/** Gift cards: a number starting with 6006000000 has a $0 balance (402 GIFT_CARD_ZERO_BALANCE). */
export const ZERO_BALANCE_GIFT_PREFIX = '6006000000';
/** Every other gift card gets this balance. */
export const DEFAULT_GIFT_BALANCE = '25.00';
/** SNAP balance the sandbox answers for the right PIN. */
export const SNAP_BALANCE = '42.50';
/** §8 RV72632: the sandbox refuses an 11th bank card. */
export const MAX_BANK_CARDS = 10;
/** Slow answers last longer than the 10 s timeout. */
export const SLOW_ANSWER_MS = 11_000;
/** A payment intent id starting with this answers 404 PAYMENT_INTENT_NOT_FOUND. */
export const STALE_INTENT_PREFIX = 'pi-stale';
/** Bearer tokens the sandbox issues live this long. */
export const WALLET_TOKEN_TTL_MS = 15 * 60 * 1000;

export function registrationId(scenario: AddScenario, lastFour: string, random: string): string {
  return `reg.${scenario}.${lastFour}.${random}`;
}
export function parseRegistrationId(id: string): { scenario: AddScenario; lastFour: string } | null {
  const m = /^(?:reg|chk)\.(ok|decline|badAddress|fraud|slow|server)\.(\d{4})\.[A-Za-z0-9_-]+$/.exec(id);
  return m ? { scenario: m[1] as AddScenario, lastFour: m[2]! } : null;
}
export function pinCheckoutId(scenario: PinScenario, random: string): string {
  return `pin.${scenario}.${random}`;
}
export function parsePinCheckoutId(id: string): PinScenario | null {
  const m = /^pin\.(ok|invalidPin|locked)\.[A-Za-z0-9_-]+$/.exec(id);
  return m ? (m[1] as PinScenario) : null;
}
