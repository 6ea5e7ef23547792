import { createContext, useContext } from 'react';

/**
 * The prefix of every id one widget puts in the page (labels, headings, fields): WalletWidget gives each widget
 * its own, so two widgets on one page never share an id. Views outside a widget (tests) get 'pw'. (Not useId:
 * Preact's ids are unique within one root only, and each embedded widget is a root of its own.)
 */
export const WalletIdPrefix = createContext('pw');

/** `id('summary-title')` → "pw…-summary-title", unique to this widget. */
export function useWalletIds(): (name: string) => string {
  const prefix = useContext(WalletIdPrefix);
  return (name) => `${prefix}-${name}`;
}

let widgets = 0;
/** A new widget's prefix: "pw1", "pw2", … */
export const nextIdPrefix = (): string => `pw${++widgets}`;
