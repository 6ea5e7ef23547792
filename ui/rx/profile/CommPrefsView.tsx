/**
 * /rx/comm-prefs, Communication Preferences (pharmacy-portal.md §2.1; §3 notify flags, voice preference HOME /
 * MOBILE, SMS preferences by type with their warning; §8 'Notifications are updated successfully'). The form is the
 * communication-preferences chart's: each change is sent to it, and it decides what may be saved.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CommPrefsEvent, commPrefsMachine } from '../../../machines/rx/commPrefs/commPrefs.machine';
import { COMM_PREFS_LABELS, SMS_PREFERENCE_LABELS, smsPreferenceWarning } from '../../../domain/rx/profile';
import { formatPhoneInput } from '../../../domain/rx/validation';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import './profile.css';

type CommPrefsActor = ActorRefFrom<typeof commPrefsMachine>;
type FormPatch = Extract<CommPrefsEvent, { type: 'commPrefs.change' }>['patch'];

function Check({
  id,
  label,
  checked,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string | undefined;
}) {
  return (
    <div className="rx-profile__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="rx-profile__error">
      {error}
    </p>
  ) : null;
}

export function CommPrefsView({ actor }: { actor: CommPrefsActor }) {
  const view = useSelector(
    actor,
    (s) => ({
      loading: s.matches('loading'),
      failed: s.matches('failed'),
      saving: s.matches('saving'),
      form: s.context.form,
      errors: s.context.errors,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  if (view.loading) return <Spinner label={COMM_PREFS_LABELS.loading} />;
  if (view.failed || !view.form) {
    return (
      <Alert tone="error">
        <p>{COMM_PREFS_LABELS.loadFailed}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'commPrefs.retry' })}>
          {COMM_PREFS_LABELS.retry}
        </button>
      </Alert>
    );
  }
  const f = view.form;
  const change = (patch: FormPatch) => actor.send({ type: 'commPrefs.change', patch });
  const errors = view.errors;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      className="card rx-profile__form rx-profile__section"
      aria-labelledby="rx-comm-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'commPrefs.save' });
      }}
    >
      <h2 id="rx-comm-title">{COMM_PREFS_LABELS.settings}</h2>
      {hasErrors && (
        <Alert tone="error">
          <ul className="plain-list">
            {Object.values(errors).map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Check
        id="rx-notify-text"
        label={COMM_PREFS_LABELS.text}
        checked={f.notifyByText}
        onChange={(v) => change({ notifyByText: v })}
      />
      <Check
        id="rx-notify-email"
        label={COMM_PREFS_LABELS.email}
        checked={f.notifyByEmail}
        onChange={(v) => change({ notifyByEmail: v })}
        describedBy={errors.notifyByEmail ? 'rx-notify-email-error' : undefined}
      />
      <FieldError id="rx-notify-email-error" error={errors.notifyByEmail} />
      <Check
        id="rx-notify-voice"
        label={COMM_PREFS_LABELS.voice}
        checked={f.notifyByVoice}
        onChange={(v) => change({ notifyByVoice: v })}
      />
      {f.notifyByVoice && (
        <fieldset
          className="rx-profile__fieldset"
          aria-describedby={errors.voiceNotificationPreference ? 'rx-voice-error' : undefined}
        >
          <legend>{COMM_PREFS_LABELS.voiceTo}</legend>
          {(['HOME', 'MOBILE'] as const).map((pref) => (
            <div className="rx-profile__check" key={pref}>
              <input
                id={`rx-voice-${pref}`}
                type="radio"
                name="rx-voice"
                checked={f.voiceNotificationPreference === pref}
                onChange={() => change({ voiceNotificationPreference: pref })}
              />
              <label htmlFor={`rx-voice-${pref}`}>
                {pref === 'HOME' ? COMM_PREFS_LABELS.voiceHome : COMM_PREFS_LABELS.voiceMobile}
              </label>
            </div>
          ))}
          <FieldError id="rx-voice-error" error={errors.voiceNotificationPreference} />
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="rx-mobile">{COMM_PREFS_LABELS.mobile}</label>
        <input
          id="rx-mobile"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={formatPhoneInput(f.mobile)}
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={errors.mobile ? 'rx-mobile-error' : undefined}
          onChange={(e) => change({ mobile: e.target.value })}
        />
        <FieldError id="rx-mobile-error" error={errors.mobile} />
      </div>
      <fieldset className="rx-profile__fieldset">
        <legend>{COMM_PREFS_LABELS.sms}</legend>
        {f.smsPreferences.map((p) => {
          const warning = smsPreferenceWarning(p, f.notifyByText);
          const id = `rx-sms-${p.type}`;
          return (
            <div key={p.type}>
              <Check
                id={id}
                label={SMS_PREFERENCE_LABELS[p.type]}
                checked={p.selected}
                onChange={(selected) =>
                  actor.send({ type: 'commPrefs.toggleSms', preference: p.type, selected })
                }
                describedBy={warning ? `${id}-warning` : undefined}
              />
              {warning && (
                <p id={`${id}-warning`} className="rx-profile__warning">
                  {warning}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {view.saving && <Spinner label={COMM_PREFS_LABELS.saving} />}
      <div className="rx-profile__actions">
        <button type="submit" className="button button--primary" disabled={view.saving}>
          {COMM_PREFS_LABELS.save}
        </button>
      </div>
    </form>
  );
}
