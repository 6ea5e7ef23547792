/**
 * Idempotency keys of the pharmacy's orders and payments (docs/security.md "Idempotency"): a chart makes one when it
 * first submits and keeps it across retries of the same request, so a double click, a retry after a timeout or a
 * restart between request and answer never creates two.
 */
export function newRequestKey(): string {
  return crypto.randomUUID();
}
