import { shallowEqual, useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { selectFlyout } from '../../machines/wallet/wallet/flyout.selectors';
import { WALLET_LABELS } from '../../domain/wallet/labels';
import {
  AddCardScreen,
  AddGiftScreen,
  AddressFormScreen,
  AddressListScreen,
  AddSnapScreen,
  CardListScreen,
  CheckBalanceScreen,
  DeleteScreen,
  EditCardScreen,
  ExitConfirmScreen,
} from './screens';
import { useWalletIds } from './ids';
import type { SecureFieldsView, WalletActor } from './types';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** §2 The slide-in flyout: labelled by its header, focused, focus trapped, Escape and backdrop behave as exit. */
export function Flyout({ actor, secure }: { actor: WalletActor; secure: SecureFieldsView }) {
  const view = useSelector(actor, selectFlyout, shallowEqual);
  const panel = useRef<HTMLDivElement>(null);
  const id = useWalletIds();

  // Each screen's container receives focus (its header labels it).
  useEffect(() => {
    if (view.screen) panel.current?.focus();
  }, [view.screen]);

  if (!view.open || !view.screen) return null;
  const exit = () => actor.send({ type: 'flyout.exit' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      exit();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const headerId = id(`flyout-title-${view.screen}`);
  return (
    <div className="pw-flyout">
      <div className="pw-backdrop" data-testid="pw-backdrop" aria-hidden="true" onClick={exit} />
      <div
        ref={panel}
        className="pw-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headerId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="pw-panel__header">
          {view.showBack && (
            <button
              type="button"
              className="pw-icon-button"
              onClick={() => actor.send({ type: 'screen.back' })}
            >
              <span aria-hidden="true">‹</span> {WALLET_LABELS.back}
            </button>
          )}
          <h2 id={headerId} className="pw-panel__title">
            {view.header}
          </h2>
          {view.showClose && (
            <button type="button" className="pw-icon-button" aria-label={WALLET_LABELS.close} onClick={exit}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="pw-panel__body">
          {view.successMessage && (
            <p role="status" className="pw-alert pw-alert--success">
              {view.successMessage}
            </p>
          )}
          {view.errorMessage && (
            <p role="alert" className="pw-alert pw-alert--error">
              {view.errorMessage}
            </p>
          )}
          {/* The card form stays mounted while the shopper picks or edits its billing address (hidden): what was
              typed, in its fields and in the secure card fields' frame, is there on the way back. */}
          <div hidden={view.screen !== view.cardForm}>
            {view.cardForm === 'addCard' && <AddCardScreen actor={actor} view={view} secure={secure} />}
            {view.cardForm === 'editCard' && <EditCardScreen actor={actor} view={view} secure={secure} />}
          </div>
          {view.screen !== view.cardForm && <Screen actor={actor} view={view} secure={secure} />}
        </div>
      </div>
    </div>
  );
}

export type FlyoutView = ReturnType<typeof selectFlyout>;

function Screen({ actor, view, secure }: { actor: WalletActor; view: FlyoutView; secure: SecureFieldsView }) {
  switch (view.screen) {
    case 'list':
      return <CardListScreen actor={actor} view={view} />;
    case 'addSnap':
      return <AddSnapScreen actor={actor} view={view} />;
    case 'addGift':
      return <AddGiftScreen actor={actor} view={view} />;
    case 'checkBalance':
      return <CheckBalanceScreen actor={actor} view={view} secure={secure} />;
    case 'deleteCard':
      return <DeleteScreen actor={actor} view={view} />;
    case 'exitConfirm':
      return <ExitConfirmScreen actor={actor} />;
    case 'addressList':
      return <AddressListScreen actor={actor} view={view} />;
    case 'updateAddress':
      return <AddressFormScreen actor={actor} view={view} />;
    default:
      return null;
  }
}
