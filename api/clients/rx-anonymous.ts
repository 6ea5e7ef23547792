/**
 * Anonymous pharmacy client (pharmacy-portal.md §7.2, base /rx/api/anonymous): guest refill. The guest-refill area
 * adds its calls in `api/clients/rx-guest-refill.ts` on this client.
 */
import { serviceClient } from './http';

export const rxAnonymous = serviceClient('rxAnonymous');
