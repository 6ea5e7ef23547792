/**
 * Pharmacy input rules without zod (pharmacy-portal.md §5, §9), read by the contracts (the sandbox's checks) and by
 * domain/rx/validation.ts (the forms), as identity-rules.ts is for the account: each rule written once.
 */

/** §5 "RX number: required, normalised, 5 to 8 digits"; §9 "prescription number 5 to 8 digits". */
export const RX_NUMBER_PATTERN = /^\d{5,8}$/;
