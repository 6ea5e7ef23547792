import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectScreen } from '../../machines/wallet/wallet/wallet.selectors';
import { WALLET_LABELS } from '../../domain/wallet/labels';
import { CardIconBase } from './CardIcon';
import { nextIdPrefix, WalletIdPrefix } from './ids';
import { SummaryBox } from './SummaryBox';
import type { SecureFieldsView, WalletActor, WalletUiOptions } from './types';

export interface WalletWidgetProps {
  actor: WalletActor;
  ui?: WalletUiOptions;
  secure: SecureFieldsView;
  /** What the open flyout's events need besides its views (the runtime's deferred part), loaded with them. */
  flyoutReady?: () => Promise<unknown>;
  /** The host card icons come from (the payments host of the environment; '' for the sandbox). */
  iconBase?: string;
  /** §3 config flyoutDiv: a selector of the host's element the flyout renders into (else inside the widget). */
  flyoutDiv?: string | undefined;
}

/** §3 flyoutDiv: the host's element, by id ("wallet-flyout") or by selector ("#wallet-flyout"). */
function flyoutHost(flyoutDiv: string | undefined): HTMLElement | null {
  if (!flyoutDiv) return null;
  const byId = document.getElementById(flyoutDiv);
  if (byId) return byId;
  try {
    return document.querySelector<HTMLElement>(flyoutDiv);
  } catch {
    return null;
  }
}

/** The whole widget: summary box and flyout, for one wallet actor. */
export function WalletWidget({
  actor,
  ui = {},
  secure,
  flyoutReady,
  iconBase = '',
  flyoutDiv,
}: WalletWidgetProps) {
  const [prefix] = useState(nextIdPrefix);
  // The flyout and its ten screens load when the flyout first opens: the summary box renders without them.
  const Flyout = useMemo(
    () =>
      lazy(() => Promise.all([import('./Flyout'), flyoutReady?.()]).then(([m]) => ({ default: m.Flyout }))),
    [flyoutReady],
  );
  const open = useSelector(actor, (s) => selectScreen(s) !== null);
  const root = useRef<HTMLDivElement>(null);
  // The flyout's own place at the end of the page (unless the host names one, §3 flyoutDiv): never inside a host's
  // form (Chromium stops a nested form's submit at the outer form, so the widget's forms would never submit), nor
  // inside a host box that clips or transforms it. Added to the page while the widget is mounted.
  const [ownHost] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.appendChild(ownHost);
    return () => ownHost.remove();
  }, [ownHost]);
  // Focus goes back to whatever opened the flyout (the summary box button or the host's own button).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && !target.closest?.('.pw-flyout')) opener.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const wasOpen = useRef(false);
  // A layout effect: focus moves in the same task that removes the flyout, so it is never left on <body>.
  useLayoutEffect(() => {
    if (wasOpen.current && !open) {
      const back = opener.current;
      if (back?.isConnected) back.focus();
      else root.current?.querySelector<HTMLElement>('.pw-summary button')?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  const flyout = open && (
    <Suspense
      fallback={
        <p role="status" className="pw-muted">
          {WALLET_LABELS.loadingFlyout}
        </p>
      }
    >
      <Flyout actor={actor} secure={secure} />
    </Suspense>
  );
  // The host's own element when it names one (it decides where the flyout lives in its page), else the widget's own.
  const host = (open ? flyoutHost(flyoutDiv) : null) ?? ownHost;
  return (
    <WalletIdPrefix.Provider value={prefix}>
      <CardIconBase.Provider value={iconBase}>
        <div ref={root} className="pw-root">
          <SummaryBox actor={actor} ui={ui} />
          {flyout && createPortal(<div className="pw-root">{flyout}</div>, host)}
        </div>
      </CardIconBase.Provider>
    </WalletIdPrefix.Provider>
  );
}
