/**
 * The header of a mutating call that runs once per key (docs/security.md "Idempotency"): the wallet's (§7) and the
 * pharmacy's clients send it, the sandbox server reads it (server/http/idempotency.ts). Zod-free, like the headers
 * that import it.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
