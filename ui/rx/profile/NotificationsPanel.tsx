/**
 * A patient's notifications (pharmacy-portal.md §2.3 "Notification list empty text", §3 "Notifications"), shown on
 * the dashboard: each with its heading and text and Dismiss; the annual verification with Yes / No; access
 * notifications link to Patient Access. Everything comes from the notifications chart.
 */
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/rx/notifications/notifications.machine';
import { NOTIFICATION_LABELS, NOTIFICATION_MESSAGES, notificationText } from '../../../domain/rx/profile';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import './profile.css';

export function NotificationsPanel({ actor }: { actor: ActorRefFrom<typeof notificationsMachine> }) {
  const view = useSelector(
    actor,
    (s) => ({
      loading: s.matches('loading'),
      failed: s.matches('failed'),
      busy: s.hasTag('busy'),
      notifications: s.context.notifications,
      error: s.context.error,
    }),
    (a, b) =>
      a.loading === b.loading &&
      a.failed === b.failed &&
      a.busy === b.busy &&
      a.notifications === b.notifications &&
      a.error === b.error,
  );
  return (
    <section className="card rx-profile__section" aria-labelledby="rx-notifications-title">
      <h2 id="rx-notifications-title">{NOTIFICATION_LABELS.section}</h2>
      {view.loading && <Spinner label={NOTIFICATION_LABELS.loading} />}
      {view.failed && (
        <Alert tone="error">
          <p>{NOTIFICATION_MESSAGES.fetchFailed}</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'notifications.retry' })}
          >
            {NOTIFICATION_LABELS.retry}
          </button>
        </Alert>
      )}
      {!view.loading && !view.failed && (
        <>
          {view.error && <Alert tone="error">{view.error}</Alert>}
          {view.notifications.length === 0 ? (
            <p>{NOTIFICATION_MESSAGES.empty}</p>
          ) : (
            <ul className="rx-profile__list" aria-label={NOTIFICATION_LABELS.section}>
              {view.notifications.map((n) => {
                const { heading, text } = notificationText(n);
                return (
                  <li key={n.notificationId} className="rx-profile__item">
                    <h3>{heading}</h3>
                    <p>{text}</p>
                    <div className="rx-profile__actions">
                      {n.category === 'ADULTHOOD' ? (
                        <>
                          <button
                            type="button"
                            className="button button--primary"
                            disabled={view.busy}
                            onClick={() =>
                              actor.send({
                                type: 'notifications.answer',
                                notificationId: n.notificationId,
                                response: 'YES',
                              })
                            }
                          >
                            {NOTIFICATION_LABELS.yes}
                          </button>
                          <button
                            type="button"
                            className="button"
                            disabled={view.busy}
                            onClick={() =>
                              actor.send({
                                type: 'notifications.answer',
                                notificationId: n.notificationId,
                                response: 'NO',
                              })
                            }
                          >
                            {NOTIFICATION_LABELS.no}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button"
                          disabled={view.busy}
                          aria-label={`${NOTIFICATION_LABELS.dismiss}: ${heading}`}
                          onClick={() =>
                            actor.send({ type: 'notifications.dismiss', notificationId: n.notificationId })
                          }
                        >
                          {NOTIFICATION_LABELS.dismiss}
                        </button>
                      )}
                      {n.category === 'PATIENT_ACCESS' && (
                        <Link to={RX_PATHS_UI.patientAccess}>{NOTIFICATION_LABELS.review}</Link>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
