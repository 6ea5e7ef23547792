/** Anonymous pharmacy client (pharmacy-portal.md §7.2): guest refill. Calls join with the pharmacy issues. */
import { serviceClient } from './http';

export const rxAnonymous = serviceClient('rxAnonymous');
