/**
 * Payment wallet client base (payment-wallet.md §7). The wallet adds its own headers (bearer, application
 * id, tenant, idempotency key, ...) and its retry chart; they join here with the wallet issue.
 */
import { serviceClient } from './http';

export const wallet = serviceClient('wallet');
