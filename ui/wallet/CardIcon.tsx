import { createContext, useContext } from 'react';

/** Where card icons come from: the payments host of the environment ('' in the sandbox, LOCAL). */
export const CardIconBase = createContext('');

/**
 * A card's icon (payment-wallet.md §7 manage-payment path), decorative: the row's text already names the card.
 * A fixed box (attributes and CSS), so a missing image never moves the row.
 */
export function CardIcon({ path }: { path: string }) {
  const base = useContext(CardIconBase);
  return (
    <img className="pw-card__icon" src={`${base}${path}`} alt="" width={32} height={20} decoding="async" />
  );
}
