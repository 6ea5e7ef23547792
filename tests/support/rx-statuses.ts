/** The twelve refill statuses of the pharmacy spec, §4 "Refill statuses", written from the spec (not imported from the product). */
import type { RefillStatus } from '../../api/contracts/rx';

export const SPEC_REFILL_STATUSES: readonly RefillStatus[] = [
  'IN_PROGRESS',
  'READY_FOR_PICKUP',
  'DELIVERY',
  'SHIPPED',
  'ON_HOLD',
  'NOT_REFILLABLE',
  'REFILL_TOO_SOON',
  'NEVER_FILLED',
  'OVERDUE',
  'REFILLABLE',
  'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
];
