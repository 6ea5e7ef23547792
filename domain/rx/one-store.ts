/**
 * One store per order (chosen, docs/choices.md "Pay online and order delivery"): pay online and order delivery take
 * prescriptions of one store at a time. The rule once, for both charts, their pages and the sandbox: the store of a
 * selection, whether a prescription may join it, whether a list offers several stores, and the one message.
 */

/** What the rule reads of a prescription: its store. */
export interface AtStore {
  facility: { facilityId: string };
}

/** Shown under a list that offers prescriptions of several stores. */
export const ONE_STORE_TEXT = 'Choose prescriptions from one store at a time.';

/** The one store of a selection; null when nothing is chosen or the prescriptions are of several stores. */
export function storeOfSelection(selection: readonly AtStore[]): string | null {
  const stores = new Set(selection.map((p) => p.facility.facilityId));
  return stores.size === 1 ? [...stores][0]! : null;
}

/** Whether a prescription may join the selection (or leave it): nothing chosen yet, or it is of the same store. */
export function fitsSelectionStore(selection: readonly AtStore[], candidate: AtStore): boolean {
  return selection.every((p) => p.facility.facilityId === candidate.facility.facilityId);
}

/** Whether a list offers prescriptions of more than one store (the page then says ONE_STORE_TEXT). */
export function offersSeveralStores(list: readonly AtStore[]): boolean {
  return new Set(list.map((p) => p.facility.facilityId)).size > 1;
}
