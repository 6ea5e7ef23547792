import { shallowEqual, useSelector } from '@xstate/react';
import { forwardRef } from 'react';
import { selectSummary } from '../../machines/wallet/wallet/wallet.selectors';
import { WALLET_LABELS } from '../../domain/wallet/labels';
import { CardIcon } from './CardIcon';
import { useWalletIds } from './ids';
import type { WalletActor, WalletUiOptions } from './types';

/** §2 Summary box: Payment Method title, selected cards, message, no-card warning, Add/Change, load error + Retry. */
export const SummaryBox = forwardRef<HTMLButtonElement, { actor: WalletActor; ui: WalletUiOptions }>(
  function SummaryBox({ actor, ui }, openerRef) {
    const view = useSelector(actor, selectSummary, shallowEqual);
    const id = useWalletIds();
    if (ui.showCardbox === false) return null;
    return (
      <section
        className={`pw-summary ${ui.cardBoxClass ?? ''}`}
        aria-labelledby={id('summary-title')}
        aria-busy={view.status === 'loading'}
      >
        <h2
          id={id('summary-title')}
          className={ui.hideCardboxTitle ? 'pw-visually-hidden' : 'pw-summary__title'}
        >
          {WALLET_LABELS.summaryTitle}
        </h2>
        {view.status === 'loading' && (
          <p role="status" className="pw-muted">
            {WALLET_LABELS.loadingCards}
          </p>
        )}
        {view.status === 'failed' && (
          <div role="alert" className="pw-alert pw-alert--error">
            <p>{view.errorMessage}</p>
            <button type="button" className="pw-button" onClick={() => actor.send({ type: 'wallet.retry' })}>
              {WALLET_LABELS.retry}
            </button>
          </div>
        )}
        {view.status === 'ready' && (
          <>
            <ul className="pw-summary__cards">
              {view.rows.map((row) => (
                <li key={row.id} className="pw-summary__card">
                  <CardIcon path={row.icon} />
                  <span>{row.name}</span>
                  {row.balance && <span className="pw-muted"> {row.balance}</span>}
                  {row.expired && row.showActions && (
                    <button
                      type="button"
                      className="pw-link"
                      aria-label={`${WALLET_LABELS.edit} ${row.name}`}
                      onClick={() => actor.send({ type: 'card.edit', cardId: row.id })}
                    >
                      {WALLET_LABELS.edit}
                    </button>
                  )}
                  {row.group !== 'bankCards' && (
                    <button
                      type="button"
                      className="pw-link"
                      aria-label={`${WALLET_LABELS.remove} ${row.name}`}
                      onClick={() => actor.send({ type: 'card.remove', cardId: row.id })}
                    >
                      {WALLET_LABELS.remove}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {ui.paymentSummaryMessage && <p className="pw-muted">{ui.paymentSummaryMessage}</p>}
            {view.noCardMessage && !ui.hideCardboxNoCardsMessage && !view.isMyWallet && (
              <p className="pw-alert pw-alert--warning">{view.noCardMessage}</p>
            )}
            {!ui.hideChangePaymentMethod && (
              <button
                ref={openerRef}
                type="button"
                className="pw-button pw-button--secondary"
                onClick={() => actor.send({ type: 'wallet.open' })}
              >
                {view.hasCards ? WALLET_LABELS.changePaymentMethod : WALLET_LABELS.addPaymentMethod}
              </button>
            )}
          </>
        )}
      </section>
    );
  },
);
