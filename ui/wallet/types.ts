import type { ActorRefFrom } from 'xstate';
import type { walletMachine } from '../../machines/wallet/wallet/wallet.machine';

export type WalletActor = ActorRefFrom<typeof walletMachine>;

/** §3 uiConfig: how the host wants the summary box shown. */
export interface WalletUiOptions {
  showCardbox?: boolean | undefined;
  hideCardboxTitle?: boolean | undefined;
  hideChangePaymentMethod?: boolean | undefined;
  hideCardboxNoCardsMessage?: boolean | undefined;
  paymentSummaryMessage?: string | undefined;
  cardBoxClass?: string | undefined;
}

/** Where the secure card fields live (the card-entry origin) and how the widget registers their frames. */
export interface SecureFieldsView {
  /** URL of the secure fields page for a mode. */
  url: (mode: 'add' | 'edit' | 'pin') => string;
  /** Called with the iframe element once it is in the page (null when it leaves). */
  register: (mode: 'add' | 'edit' | 'pin', frame: HTMLIFrameElement | null) => void;
}
