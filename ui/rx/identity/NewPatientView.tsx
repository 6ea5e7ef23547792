/**
 * New patient (pharmacy-portal.md §2.1 /rx/new-patient, /verify, /account/information, /challenge/create, /summary;
 * §2.4 "The new patient request form also has a summary step"; §5 "Add-Rx required fields"; §8 "New patient"): the
 * request form (about the patient; prescriptions of type NEW, TRANSFER or PAPER added one at a time), the verification
 * choice, the account holder, the security questions (a sub-flow), the summary. A thin view of machines/rx/newPatient.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { challengeCreateMachine } from '../../../machines/rx/challengeCreate/challengeCreate.machine';
import type { newPatientMachine, RequestItem } from '../../../machines/rx/newPatient/newPatient.machine';
import { newPatientState, newPatientWizard } from '../../../machines/rx/newPatient/newPatient.selectors';
import type { NewPatientRequest } from '../../../api/contracts/rx-identity';
import {
  ADD_RX_RULES,
  type AddRxFormValues,
  addRxCheck,
  REQUESTER_RULES,
  type RequesterValues,
  requesterCheck,
} from '../../../domain/rx/forms';
import {
  CHALLENGE_CREATE_TEXTS,
  LINK_LABELS,
  NEW_PATIENT_LABELS,
  NEW_PATIENT_TEXTS,
  type NewPatientVerification,
} from '../../../domain/rx/identity';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import {
  ADD_RX_TYPES,
  type AddRxType,
  dateParts,
  formatDateOfBirth,
  formatPhoneInput,
  phoneDigits,
  todayIso,
} from '../../../domain/rx/validation';
import { Alert } from '../../kit/Alert';
import { CheckboxField, SelectField, TextField } from '../../kit/fields';
import { Spinner } from '../../kit/Spinner';
import { useKitForm } from '../../kit/useKitForm';
import { StepWizard } from '../kit/StepWizard';
import { RxPageHeader } from '../shell/RxPageHeader';
import { AccountInformationForm } from './AccountInformationForm';
import { DateOfBirthFields, PhoneField } from './fields';
import { useHeadingFocus, useMessageFocus } from './focus';
import { useState } from 'react';
import { RadioChoices } from '../kit/RadioChoices';
import './identity.css';

type NewPatientActor = ActorRefFrom<typeof newPatientMachine>;

export function NewPatientView({
  actor,
  renderChallenge,
  onSignIn,
}: {
  actor: NewPatientActor;
  renderChallenge: (actor: ActorRefFrom<typeof challengeCreateMachine>) => ReactNode;
  /** After a 401: signs the shopper in again and brings them back to the request as typed (src/ decides how). */
  onSignIn: () => void;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      state: newPatientState(s),
      steps: newPatientWizard(s),
      items: s.context.items,
      error: s.context.error,
      signInNeeded: s.context.signInNeeded,
      patient: s.context.patient,
      requestId: s.context.requestId,
      busy: s.hasTag('busy'),
      canSubmit: s.can({
        type: 'newPatient.submitForm',
        patient: { firstName: '', lastName: '', dateOfBirth: '', phone: '' },
      }),
      challenge: s.children.challengeCreate,
    }),
    shallowEqual,
  );
  useHeadingFocus(view.state);
  useMessageFocus(view.error);
  const title =
    view.state === 'verification'
      ? NEW_PATIENT_LABELS.verifyTitle
      : view.state === 'accountInformation'
        ? LINK_LABELS.accountInformationTitle
        : view.state === 'challengeQuestions'
          ? CHALLENGE_CREATE_TEXTS.finalStepTitle
          : view.state === 'summary'
            ? NEW_PATIENT_LABELS.summaryTitle
            : NEW_PATIENT_LABELS.title;
  return (
    <section className="card rx-identity">
      <RxPageHeader title={title} />
      {view.state !== 'starting' && view.state !== 'loadFailed' && view.state !== 'toLink' && (
        <StepWizard steps={view.steps} />
      )}
      {(view.state === 'starting' || view.state === 'toLink') && <Spinner label={LINK_LABELS.loading} />}
      {view.state === 'loadFailed' && (
        <Alert tone="error">
          <p>{view.error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'newPatient.retry' })}>
            {LINK_LABELS.retry}
          </button>
        </Alert>
      )}
      {(view.state === 'requestForm' || view.state === 'submitting') && (
        <>
          {view.error && (
            <Alert tone="error">
              <p>
                <strong>{NEW_PATIENT_TEXTS.submitError}</strong>
              </p>
              <p>{view.error}</p>
              {view.signInNeeded && (
                <button type="button" className="button button--primary" onClick={onSignIn}>
                  {NEW_PATIENT_LABELS.signInAgain}
                </button>
              )}
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'newPatient.dismissError' })}
              >
                {NEW_PATIENT_LABELS.dismiss}
              </button>
            </Alert>
          )}
          <p>{NEW_PATIENT_LABELS.intro}</p>
          <PrescriptionsSection
            items={view.items}
            onAdd={(item) => actor.send({ type: 'newPatient.addPrescription', item })}
            onRemove={(index) => actor.send({ type: 'newPatient.removePrescription', index })}
          />
          <RequesterForm
            typed={view.patient}
            busy={view.busy}
            hasItems={view.canSubmit}
            onSubmit={(patient) => actor.send({ type: 'newPatient.submitForm', patient })}
          />
        </>
      )}
      {view.state === 'verification' && (
        <VerificationChoice
          onChoose={(choice) => actor.send({ type: 'newPatient.chooseVerification', choice })}
        />
      )}
      {view.state === 'accountInformation' && (
        <AccountInformationForm
          busy={view.busy}
          error={view.error}
          onSubmit={(form) => actor.send({ type: 'newPatient.submitAccountInformation', form })}
        />
      )}
      {view.state === 'challengeQuestions' && view.challenge && renderChallenge(view.challenge)}
      {view.state === 'summary' && (
        <>
          <Alert tone="success">{NEW_PATIENT_LABELS.summaryIntro}</Alert>
          <p>
            {NEW_PATIENT_LABELS.requestId}: <strong>{view.requestId}</strong>
          </p>
          <SummaryList items={view.items} />
          <div className="rx-actions">
            <Link className="button" to={RX_PATHS_UI.dashboard}>
              {NEW_PATIENT_LABELS.home}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

const itemName = (item: RequestItem) => item.prescription.medName ?? NEW_PATIENT_LABELS.paperItem;

function SummaryList({
  items,
  onRemove,
}: {
  items: readonly RequestItem[];
  onRemove?: (index: number) => void;
}) {
  if (items.length === 0) return <p>{NEW_PATIENT_LABELS.noPrescriptions}</p>;
  return (
    <ul className="rx-list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: request items have no id; their place is their identity
        <li key={`${item.type}-${index}`}>
          <span>
            {itemName(item)} ({NEW_PATIENT_LABELS.requestTypes[item.type]})
          </span>
          {onRemove && (
            <button type="button" className="button" onClick={() => onRemove(index)}>
              {NEW_PATIENT_LABELS.remove(itemName(item))}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const ADD_DEFAULTS: AddRxFormValues = {
  type: '',
  medName: '',
  rxNumber: '',
  contactName: '',
  contactPhone: '',
  paperAcknowledge: false,
};

/** The prescriptions of the request: the list, and the add-Rx form (§5 required fields by type). */
function PrescriptionsSection({
  items,
  onAdd,
  onRemove,
}: {
  items: readonly RequestItem[];
  onAdd: (item: RequestItem) => void;
  onRemove: (index: number) => void;
}) {
  const kit = useKitForm({
    defaults: ADD_DEFAULTS,
    rules: ADD_RX_RULES,
    shape: {
      type: 'string',
      medName: 'string',
      rxNumber: 'string',
      contactName: 'string',
      contactPhone: 'string',
      paperAcknowledge: 'boolean',
    },
    check: addRxCheck,
  });
  const type = useWatch({ control: kit.form.control, name: 'type' });
  return (
    <section aria-labelledby="np-prescriptions">
      <h2 id="np-prescriptions">{NEW_PATIENT_LABELS.prescriptionsHeading}</h2>
      <SummaryList items={items} onRemove={onRemove} />
      <form
        noValidate
        aria-label={NEW_PATIENT_LABELS.addPrescription}
        onSubmit={kit.handleSubmit((v) => {
          const t = v.type as AddRxType;
          const optional = (value: string) => (value.trim() ? value.trim() : undefined);
          onAdd({
            type: t,
            prescription:
              t === 'PAPER'
                ? { paperAcknowledge: true }
                : {
                    medName: v.medName.trim(),
                    ...(t === 'TRANSFER' ? { rxNumber: v.rxNumber.trim() } : {}),
                    ...(optional(v.contactName) ? { contactName: v.contactName.trim() } : {}),
                    ...(phoneDigits(v.contactPhone) ? { contactPhone: phoneDigits(v.contactPhone) } : {}),
                  },
          });
          kit.form.reset(ADD_DEFAULTS);
        })}
      >
        <SelectField
          id="np-type"
          label={NEW_PATIENT_LABELS.requestType}
          placeholder={NEW_PATIENT_LABELS.requestTypePlaceholder}
          options={ADD_RX_TYPES.map((t) => ({ value: t, label: NEW_PATIENT_LABELS.requestTypes[t] }))}
          binding={kit.register('type')}
          error={kit.errorOf('type')}
        />
        {(type === 'NEW' || type === 'TRANSFER') && (
          <>
            <TextField
              id="np-med-name"
              label={NEW_PATIENT_LABELS.medName}
              binding={kit.register('medName')}
              error={kit.errorOf('medName')}
            />
            {type === 'TRANSFER' && (
              <TextField
                id="np-rx-number"
                label={NEW_PATIENT_LABELS.rxNumber}
                inputMode="numeric"
                binding={kit.register('rxNumber')}
                error={kit.errorOf('rxNumber')}
              />
            )}
            <TextField
              id="np-contact-name"
              label={NEW_PATIENT_LABELS.contactName}
              binding={kit.register('contactName')}
              error={kit.errorOf('contactName')}
            />
            <PhoneField
              form={kit}
              name="contactPhone"
              id="np-contact-phone"
              label={NEW_PATIENT_LABELS.contactPhone}
            />
          </>
        )}
        {type === 'PAPER' && (
          <CheckboxField
            id="np-paper"
            label={NEW_PATIENT_LABELS.paperAcknowledge}
            binding={kit.register('paperAcknowledge')}
            error={kit.errorOf('paperAcknowledge')}
          />
        )}
        <div className="rx-actions">
          <button type="submit" className="button">
            {NEW_PATIENT_LABELS.addPrescription}
          </button>
        </div>
      </form>
    </section>
  );
}

const REQUESTER_DEFAULTS: RequesterValues = {
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  phone: '',
  dateOfBirth: '',
};

/** About the patient (name, date of birth, phone) and Next. */
function RequesterForm({
  typed,
  busy,
  hasItems,
  onSubmit,
}: {
  /** What the shopper sent before (the form opens on it again, e.g. back from signing in). */
  typed: NewPatientRequest['patient'] | null;
  busy: boolean;
  hasItems: boolean;
  onSubmit: (patient: NewPatientRequest['patient']) => void;
}) {
  const kit = useKitForm({
    defaults: typed
      ? {
          ...REQUESTER_DEFAULTS,
          firstName: typed.firstName,
          lastName: typed.lastName,
          ...dateParts(typed.dateOfBirth),
          phone: formatPhoneInput(typed.phone),
        }
      : REQUESTER_DEFAULTS,
    rules: REQUESTER_RULES,
    shape: {
      firstName: 'string',
      lastName: 'string',
      month: 'string',
      day: 'string',
      year: 'string',
      phone: 'string',
      dateOfBirth: 'string',
    },
    check: requesterCheck(todayIso()),
  });
  return (
    <form
      noValidate
      aria-labelledby="np-about"
      onSubmit={kit.handleSubmit((v) =>
        onSubmit({
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          dateOfBirth: formatDateOfBirth(v),
          phone: phoneDigits(v.phone),
        }),
      )}
    >
      <h2 id="np-about">{NEW_PATIENT_LABELS.patientHeading}</h2>
      <div className="rx-grid">
        <TextField
          id="np-first-name"
          label={LINK_LABELS.firstName}
          autoComplete="given-name"
          binding={kit.register('firstName')}
          error={kit.errorOf('firstName')}
        />
        <TextField
          id="np-last-name"
          label={LINK_LABELS.lastName}
          autoComplete="family-name"
          binding={kit.register('lastName')}
          error={kit.errorOf('lastName')}
        />
      </div>
      <DateOfBirthFields form={kit} idPrefix="np" />
      <PhoneField form={kit} name="phone" id="np-phone" label={NEW_PATIENT_LABELS.phone} />
      {!hasItems && <p className="rx-note">{NEW_PATIENT_LABELS.addOne}</p>}
      {busy && <Spinner label={NEW_PATIENT_LABELS.submitting} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={busy || !hasItems}>
          {NEW_PATIENT_LABELS.next}
        </button>
      </div>
    </form>
  );
}

/** The verification choice (§4): new to the pharmacy, or already a patient (the link flow). */
function VerificationChoice({ onChoose }: { onChoose: (choice: NewPatientVerification) => void }) {
  const [choice, setChoice] = useState<NewPatientVerification | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onChoose(choice);
      }}
    >
      <p>{NEW_PATIENT_LABELS.verifyIntro}</p>
      <RadioChoices
        legend={NEW_PATIENT_LABELS.verifyLegend}
        name="verification"
        choices={[
          { value: 'new', label: NEW_PATIENT_LABELS.choiceNew },
          { value: 'existing', label: NEW_PATIENT_LABELS.choiceExisting },
        ]}
        value={choice}
        onChange={setChoice}
      />
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={choice === null}>
          {NEW_PATIENT_LABELS.continue}
        </button>
      </div>
    </form>
  );
}
