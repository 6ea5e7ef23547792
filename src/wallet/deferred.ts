/**
 * What the widget needs only after its summary box has rendered, loaded by the runtime in parallel with the
 * first call: the chart's context updates (forms and validation, add/edit/delete, addresses, the error
 * catalogue), the secure fields' tokenize protocol, the fraud script loader and the analytics classification.
 */
export { walletUpdates } from '../../machines/wallet/wallet/wallet.updates';
export { walletAnalyticsEvent } from '../../domain/wallet/errors';
export { fraudDeviceInfo, loadFraudScript } from './fraud';
export { tokenize } from './secureTokenize';
