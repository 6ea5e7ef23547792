/** payment-wallet.md §4 "States and transitions": the wallet widget's chart (wallet.chart.ts) with its context
 *  updates (wallet.updates.ts). This is the machine tests, docs, paths and the inspector read; the widget's
 *  runtime (src/wallet/runtime.ts) builds the same chart and loads the updates after its first render. */
import { createWalletChart } from './wallet.chart';
import { walletUpdates } from './wallet.updates';

export type {
  AddCardForm,
  AddressForm,
  EditCardForm,
  FieldErrors,
  HostMessage,
  Screen,
  WalletContext,
  WalletEvent,
  WalletInput,
} from './wallet.chart';

export const walletMachine = createWalletChart(() => walletUpdates);
