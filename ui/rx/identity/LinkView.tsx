/**
 * Add a patient (pharmacy-portal.md §2.1 /rx/link/*, §2.4 forms and "Add-patient flow steps"): the step wizard, then
 * the step the link chart is in: the patient type, the patient lookup ('Enter Patient Details'), the prescription
 * lookup (titled by type), the identity step (the quiz or prescriber sub-flow, rendered by `subflows`), the RX number
 * verification, the security questions, the primary account holder, linking. A thin view of machines/rx/link: forms
 * validate with the §5 rules (domain/rx/forms.ts) and hand their values to the chart.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { challengeCreateMachine } from '../../../machines/rx/challengeCreate/challengeCreate.machine';
import type { identityQuizMachine } from '../../../machines/rx/identityQuiz/identityQuiz.machine';
import type { linkMachine } from '../../../machines/rx/link/link.machine';
import { linkScreen, linkStep, linkWizardSteps } from '../../../machines/rx/link/link.selectors';
import type { prescriberQuizMachine } from '../../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import type { RelationshipType } from '../../../api/contracts/rx';
import {
  type PatientLookupValues,
  PATIENT_LOOKUP_RULES,
  PRESCRIPTION_VERIFY_RULES,
  type PrescriptionLookupValues,
  type PrescriptionVerifyValues,
  patientLookupCheck,
  prescriptionLookupCheck,
  prescriptionLookupRules,
  prescriptionVerifyCheck,
} from '../../../domain/rx/forms';
import {
  CHALLENGE_CREATE_TEXTS,
  LINK_LABELS,
  LINK_RELATIONSHIPS,
  LINK_TEXTS,
  LOOKUP_TITLES,
  type LinkMethod,
  lookupTypeOf,
  needsDateOfBirth,
  needsOtherAdultEmail,
  NEW_PATIENT_PAGES,
  QUIZ_TEXTS,
} from '../../../domain/rx/identity';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { facilityPhoneAfterTypeChange, todayIso } from '../../../domain/rx/validation';
import { Alert } from '../../kit/Alert';
import { TextField } from '../../kit/fields';
import { Spinner } from '../../kit/Spinner';
import { useKitForm } from '../../kit/useKitForm';
import { RadioChoices } from '../kit/RadioChoices';
import { StepWizard } from '../kit/StepWizard';
import { RxPageHeader } from '../shell/RxPageHeader';
import { AccountInformationForm } from './AccountInformationForm';
import {
  AddressFields,
  DateOfBirthFields,
  type FormParts,
  NameFields,
  PhoneField,
  PrescriptionFields,
} from './fields';
import { useHeadingFocus, useMessageFocus } from './focus';
import './identity.css';

type LinkActor = ActorRefFrom<typeof linkMachine>;

/** How the sub-flows are shown (src/ gives their views; tests may give stand-ins). */
export interface LinkSubflows {
  identityQuiz: (actor: ActorRefFrom<typeof identityQuizMachine>) => ReactNode;
  prescriberQuiz: (actor: ActorRefFrom<typeof prescriberQuizMachine>) => ReactNode;
  challengeCreate: (actor: ActorRefFrom<typeof challengeCreateMachine>) => ReactNode;
}

export function LinkView({
  actor,
  supportPhone,
  subflows,
}: {
  actor: LinkActor;
  supportPhone: string;
  subflows: LinkSubflows;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      state: linkScreen(s),
      step: linkStep(s),
      wizard: linkWizardSteps(s),
      relationship: s.context.relationship,
      selfLinked: s.context.selfLinked,
      quizOutcome: s.context.quizOutcome,
      error: s.context.error,
      notice: s.context.notice,
      attemptsLeft: s.context.attemptsLeft,
      busy: s.hasTag('busy'),
      quiz: s.children.identityQuiz,
      prescriber: s.children.prescriberQuiz,
      challenge: s.children.challengeCreate,
    }),
    shallowEqual,
  );
  useHeadingFocus(view.state.split('.')[0] ?? view.state);
  useMessageFocus(view.error);
  const relationship = view.relationship ?? 'SELF';
  const title = titleOf(view.state, relationship);
  const messages = (
    <>
      {view.notice && <Alert tone="info">{view.notice}</Alert>}
      {view.error && <Alert tone="error">{view.error}</Alert>}
    </>
  );
  return (
    <section className="card rx-identity">
      <RxPageHeader title={title} />
      {view.wizard.length > 0 && <StepWizard steps={view.wizard} />}
      {view.state === 'starting' && <Spinner label={LINK_LABELS.loading} />}
      {view.state === 'loadFailed' && (
        <Alert tone="error">
          <p>{view.error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'link.retry' })}>
            {LINK_LABELS.retry}
          </button>
        </Alert>
      )}
      {view.state === 'choosing' && (
        <>
          {messages}
          <ChooseStep
            selfLinked={view.selfLinked}
            onChoose={(r, method) => actor.send({ type: 'link.choose', relationship: r, method })}
          />
        </>
      )}
      {view.state.startsWith('patientLookup') && (
        <>
          {messages}
          <PatientLookupStep
            busy={view.busy}
            onSubmit={(form) => actor.send({ type: 'link.submitPatientLookup', form })}
          />
        </>
      )}
      {view.state.startsWith('prescriptionLookup') && (
        <>
          {messages}
          <PrescriptionLookupStep
            key={relationship}
            relationship={relationship}
            busy={view.busy}
            onSubmit={(form) => actor.send({ type: 'link.submitPrescriptionLookup', form })}
          />
        </>
      )}
      {view.state === 'identityQuiz' && view.quiz && subflows.identityQuiz(view.quiz)}
      {view.state === 'prescriberQuiz' && view.prescriber && subflows.prescriberQuiz(view.prescriber)}
      {view.state === 'identityFailed' && (
        <>
          <Alert tone="error">
            {view.quizOutcome === 'unavailable' ? QUIZ_TEXTS.unavailable(supportPhone) : QUIZ_TEXTS.loadError}
          </Alert>
          <div className="rx-actions">
            <Link className="button" to={RX_PATHS_UI.dashboard}>
              {LINK_LABELS.home}
            </Link>
          </div>
        </>
      )}
      {view.state.startsWith('prescriptionVerification') && (
        <>
          {messages}
          {view.attemptsLeft !== null && (
            <Alert tone={view.attemptsLeft === 1 ? 'error' : 'info'}>
              {LINK_TEXTS.verifyAttemptsLeft(view.attemptsLeft)}
            </Alert>
          )}
          <p>{LINK_LABELS.verifyIntro}</p>
          <PrescriptionVerifyStep
            busy={view.busy}
            onSubmit={(form) => actor.send({ type: 'link.submitPrescriptionVerify', form })}
          />
        </>
      )}
      {view.state === 'challengeQuestions' && view.challenge && subflows.challengeCreate(view.challenge)}
      {view.state.startsWith('accountInformation') && (
        <AccountInformationForm
          busy={view.busy}
          error={view.error}
          onSubmit={(form) => actor.send({ type: 'link.submitAccountInformation', form })}
        />
      )}
      {(view.state === 'linking' || view.state === 'linked' || view.state === 'requested') && (
        <Spinner label={LINK_LABELS.linking} />
      )}
      {/* The quiz did not verify: the route leaves for /rx/idm/failure. */}
      {view.state === 'notVerified' && <Spinner label={LINK_LABELS.loading} />}
      {view.state === 'linkFailed' && (
        <Alert tone="error">
          <p>{view.error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'link.retry' })}>
            {LINK_LABELS.retry}
          </button>
        </Alert>
      )}
    </section>
  );
}

function titleOf(state: string, relationship: RelationshipType): string {
  if (state.startsWith('patientLookup')) return LOOKUP_TITLES.patient;
  if (state.startsWith('prescriptionLookup')) return LOOKUP_TITLES[lookupTypeOf(relationship)];
  if (state === 'identityQuiz' || state === 'prescriberQuiz' || state === 'identityFailed')
    return QUIZ_TEXTS.title;
  if (state.startsWith('prescriptionVerification')) return LINK_LABELS.verifyTitle;
  if (state === 'challengeQuestions') return CHALLENGE_CREATE_TEXTS.finalStepTitle;
  if (state.startsWith('accountInformation')) return LINK_LABELS.accountInformationTitle;
  return LINK_LABELS.chooseTitle;
}

/** Add a Patient: who, and (for yourself) how to be found. */
function ChooseStep({
  selfLinked,
  onChoose,
}: {
  selfLinked: boolean;
  onChoose: (relationship: RelationshipType, method: LinkMethod) => void;
}) {
  const options = LINK_RELATIONSHIPS.filter((o) => !(o.type === 'SELF' && selfLinked));
  const [relationship, setRelationship] = useState<RelationshipType | null>(null);
  const [method, setMethod] = useState<LinkMethod>('prescription');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (relationship) onChoose(relationship, relationship === 'SELF' ? method : 'prescription');
      }}
    >
      <p>{LINK_LABELS.chooseIntro}</p>
      <RadioChoices
        legend={LINK_LABELS.chooseLegend}
        name="relationship"
        choices={options.map((o) => ({ value: o.type, label: o.label, hint: o.hint }))}
        value={relationship}
        onChange={setRelationship}
      />
      {relationship === 'SELF' && (
        <RadioChoices
          legend={LINK_LABELS.methodLegend}
          name="method"
          choices={[
            { value: 'prescription', label: LINK_LABELS.byPrescription },
            { value: 'patient', label: LINK_LABELS.byDetails },
          ]}
          value={method}
          onChange={setMethod}
        />
      )}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={relationship === null}>
          {LINK_LABELS.continue}
        </button>
      </div>
      <p>
        <Link to={NEW_PATIENT_PAGES.form}>{LINK_LABELS.newPatient}</Link>
      </p>
    </form>
  );
}

const PATIENT_DEFAULTS: PatientLookupValues = {
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNum: '',
  email: '',
  dateOfBirth: '',
};
const stringShape = <V extends Record<string, string>>(v: V) =>
  Object.fromEntries(Object.keys(v).map((k) => [k, 'string'])) as { [K in keyof V]: 'string' };

/** §2.4 "Patient lookup 'Enter Patient Details'": personal information, address, contact information, Next. */
function PatientLookupStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (form: Omit<PatientLookupValues, 'dateOfBirth'>) => void;
}) {
  const kit = useKitForm({
    defaults: PATIENT_DEFAULTS,
    rules: PATIENT_LOOKUP_RULES,
    shape: stringShape(PATIENT_DEFAULTS),
    check: patientLookupCheck(todayIso()),
  });
  const parts: FormParts = kit;
  return (
    <form noValidate onSubmit={kit.handleSubmit(({ dateOfBirth: _d, ...form }) => onSubmit(form))}>
      <NameFields form={parts} idPrefix="lookup" />
      <DateOfBirthFields form={parts} idPrefix="lookup" />
      <AddressFields form={parts} idPrefix="lookup" />
      <fieldset className="rx-fieldset">
        <legend>{LINK_LABELS.contactInformation}</legend>
        <PhoneField form={parts} name="phoneNum" id="lookup-phone" label={LINK_LABELS.phone} />
        <TextField
          id="lookup-email"
          label={LINK_LABELS.email}
          type="email"
          autoComplete="email"
          binding={kit.register('email')}
          error={kit.errorOf('email')}
        />
      </fieldset>
      <Submit busy={busy} />
    </form>
  );
}

const RX_DEFAULTS: PrescriptionLookupValues = {
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  email: '',
  rxType: '',
  rxNumber: '',
  facilityPhone: '',
  dateOfBirth: '',
};

/** §2.4 "Prescription lookup": basic info by type, the other adult's email, the prescription inputs. */
function PrescriptionLookupStep({
  relationship,
  busy,
  onSubmit,
}: {
  relationship: RelationshipType;
  busy: boolean;
  onSubmit: (form: Omit<PrescriptionLookupValues, 'dateOfBirth'>) => void;
}) {
  const kit = useKitForm({
    defaults: RX_DEFAULTS,
    rules: prescriptionLookupRules(relationship),
    shape: stringShape(RX_DEFAULTS),
    check: prescriptionLookupCheck(relationship, todayIso()),
  });
  const [rxType, setRxType] = useState('');
  const pet = relationship === 'PET';
  return (
    <form noValidate onSubmit={kit.handleSubmit(({ dateOfBirth: _d, ...form }) => onSubmit(form))}>
      <NameFields form={kit} idPrefix="rx-lookup" pet={pet} ownName={false} />
      {needsDateOfBirth(relationship) && <DateOfBirthFields form={kit} idPrefix="rx-lookup" />}
      {needsOtherAdultEmail(relationship) && (
        <TextField
          id="rx-lookup-email"
          label={LINK_LABELS.otherAdultEmail}
          type="email"
          binding={kit.register('email')}
          error={kit.errorOf('email')}
        />
      )}
      <PrescriptionFields
        form={kit}
        idPrefix="rx-lookup"
        rxType={rxType}
        onTypeChange={(value) => {
          setRxType(value);
          kit.form.setValue(
            'facilityPhone',
            facilityPhoneAfterTypeChange(value, kit.form.getValues('facilityPhone')),
          );
        }}
      />
      <Submit busy={busy} />
    </form>
  );
}

/** §2.4 "Rx number verification form: same inputs plus Next". */
function PrescriptionVerifyStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (form: PrescriptionVerifyValues) => void;
}) {
  const kit = useKitForm({
    defaults: { rxType: '', rxNumber: '', facilityPhone: '' },
    rules: PRESCRIPTION_VERIFY_RULES,
    shape: { rxType: 'string', rxNumber: 'string', facilityPhone: 'string' },
    check: prescriptionVerifyCheck,
  });
  const [rxType, setRxType] = useState('');
  return (
    <form noValidate onSubmit={kit.handleSubmit(onSubmit)}>
      <PrescriptionFields
        form={kit}
        idPrefix="rx-verify"
        rxType={rxType}
        onTypeChange={(value) => {
          setRxType(value);
          kit.form.setValue(
            'facilityPhone',
            facilityPhoneAfterTypeChange(value, kit.form.getValues('facilityPhone')),
          );
        }}
      />
      <Submit busy={busy} />
    </form>
  );
}

function Submit({ busy }: { busy: boolean }) {
  return (
    <>
      {busy && <Spinner label={LINK_LABELS.loading} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {LINK_LABELS.next}
        </button>
      </div>
    </>
  );
}
