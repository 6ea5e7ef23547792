/**
 * The digital vaccine record's verify page (pharmacy-portal.md §2.1 /rx/digital-vaccine-record/verify; §8): the form
 * (name, the date of birth in three fields or the mobile phone) and "check your phone" after a text message. Its own
 * chunk (the form library loads with it only); the start and result views are in ./VaccineResultView.tsx. Thin: the
 * vaccine record chart decides.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { vaccineRecordMachine } from '../../../machines/rx/vaccineRecord/vaccineRecord.machine';
import {
  DVR_FORM_RULES,
  DVR_TEXTS,
  DVR_VERIFY_METHODS,
  type DvrFormValues,
  dvrFormCheck,
} from '../../../domain/rx/vaccineRecord';
import { Alert } from '../../kit/Alert';
import { TextField } from '../../kit/fields';
import { Spinner } from '../../kit/Spinner';
import { useKitForm } from '../../kit/useKitForm';
import { DateOfBirthFields, PhoneField } from '../identity/fields';
import { leaf } from './VaccineResultView';
import './records.css';

type Actor = ActorRefFrom<typeof vaccineRecordMachine>;

type DvrKitValues = DvrFormValues & { dateOfBirth: string };
const DVR_DEFAULTS: DvrKitValues = {
  firstName: '',
  lastName: '',
  method: 'dateOfBirth',
  month: '',
  day: '',
  year: '',
  phoneNumber: '',
  dateOfBirth: '',
};
const DVR_SHAPE = {
  firstName: 'string',
  lastName: 'string',
  method: 'string',
  month: 'string',
  day: 'string',
  year: 'string',
  phoneNumber: 'string',
  dateOfBirth: 'string',
} as const;

/**
 * The verify form: react-hook-form with the zod resolver built from the domain's rules (DVR_FORM_RULES, dvrFormCheck:
 * §5 names, the date of birth in three fields, the phone); every submit goes to the chart, which checks the same rules
 * before it calls (its messages show at the fields too).
 */
export function VaccineVerifyView({ actor }: { actor: Actor }) {
  const view = useSelector(
    actor,
    (s) => ({
      status: leaf(s.value),
      busy: s.hasTag('busy'),
      fieldErrors: s.context.fieldErrors,
      error: s.context.error,
      sent: s.context.sent,
      today: s.context.today,
    }),
    shallowEqual,
  );
  const kit = useKitForm<DvrKitValues>({
    defaults: DVR_DEFAULTS,
    rules: DVR_FORM_RULES,
    shape: DVR_SHAPE,
    check: dvrFormCheck(view.today),
  });
  const { form } = kit;
  const method = form.watch('method');
  useEffect(() => {
    for (const [name, message] of Object.entries(view.fieldErrors)) {
      if (message) form.setError(name as keyof DvrKitValues, { type: 'chart', message });
    }
  }, [form, view.fieldErrors]);
  if (view.status === 'smsSent' && view.sent)
    return (
      <section className="rx-records" aria-labelledby="dvr-sent">
        <h2 id="dvr-sent">{DVR_TEXTS.smsSentHeading}</h2>
        <p role="status">{DVR_TEXTS.smsSent(view.sent.phoneLastFour, view.sent.expiresInMinutes)}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'dvr.restart' })}>
          {DVR_TEXTS.startOver}
        </button>
      </section>
    );
  if (view.status === 'verified') return <Spinner label={DVR_TEXTS.loading} />;
  const send = () => {
    const { dateOfBirth: _message, ...values } = form.getValues();
    actor.send({ type: 'dvr.submit', values });
  };
  return (
    <form
      className="rx-records"
      onSubmit={kit.handleSubmit(send, send)}
      aria-labelledby="dvr-verify"
      noValidate
    >
      <h2 id="dvr-verify">{DVR_TEXTS.verifyHeading}</h2>
      <p>{DVR_TEXTS.verifyIntro}</p>
      {view.error && (
        <Alert tone="error">
          <p>{view.error}</p>
        </Alert>
      )}
      <TextField
        id="dvr-first"
        label={DVR_TEXTS.firstName}
        autoComplete="given-name"
        binding={kit.register('firstName')}
        error={kit.errorOf('firstName')}
      />
      <TextField
        id="dvr-last"
        label={DVR_TEXTS.lastName}
        autoComplete="family-name"
        binding={kit.register('lastName')}
        error={kit.errorOf('lastName')}
      />
      <fieldset>
        <legend>{DVR_TEXTS.method}</legend>
        {DVR_VERIFY_METHODS.map((m) => (
          <div key={m} className="field field--checkbox">
            <input id={`dvr-method-${m}`} type="radio" value={m} {...form.register('method')} />
            <label htmlFor={`dvr-method-${m}`}>{DVR_TEXTS.methods[m]}</label>
          </div>
        ))}
      </fieldset>
      {method === 'dateOfBirth' ? (
        <DateOfBirthFields form={kit} idPrefix="dvr" legend={DVR_TEXTS.dateOfBirth} />
      ) : (
        <PhoneField form={kit} name="phoneNumber" id="dvr-phone" label={DVR_TEXTS.phoneNumber} />
      )}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={view.busy}>
          {view.status === 'sendingText'
            ? DVR_TEXTS.sending
            : view.busy
              ? DVR_TEXTS.verifying
              : DVR_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
