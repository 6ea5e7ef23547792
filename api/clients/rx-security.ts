/** Pharmacy security client (pharmacy-portal.md §7.3): identity checks, security questions, vaccine record. */
import { serviceClient } from './http';

export const rxSecurity = serviceClient('rxSecurity');
