/** What views read of the cart chart (select with shallowEqual). */
import type { SnapshotFrom } from 'xstate';
import type { CartItem } from '../../../api/contracts/rx-orders';
import type { cartMachine } from './cart.machine';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export interface CartView {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every item, removed ones included (they show Undo until committed). */
  items: CartItem[];
  images: Record<string, string | null>;
  /** The prescription being added (§4 "a loading prescription with type add"), or null. */
  adding: { rxNumber: string; patientNumber: string } | null;
  /** A call is running (buttons that would start another wait). */
  busy: boolean;
  error: string | null;
}

export function selectCartView(s: CartSnapshot): CartView {
  const status = (typeof s.value === 'string' ? s.value : 'ready') as CartView['status'];
  const loading = s.context.loading;
  return {
    status,
    items: s.context.items,
    images: s.context.images,
    adding: loading ? { rxNumber: loading.rxNumber, patientNumber: loading.patientNumber } : null,
    busy: s.hasTag('busy'),
    error: s.context.error,
  };
}
