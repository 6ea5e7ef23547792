/**
 * Primary account holder information (pharmacy-portal.md §2.1 /rx/link/account/information and
 * /rx/new-patient/account/information: "prompt 'Enter your details for verification.'"; §2.4 "adult date of birth,
 * name, address, Next"). Shared by the link and new-patient flows; the flow's chart receives the form.
 */
import { type AccountHolderValues, ACCOUNT_HOLDER_RULES, accountHolderCheck } from '../../../domain/rx/forms';
import { type AccountHolderForm as HolderForm, LINK_LABELS } from '../../../domain/rx/identity';
import { todayIso } from '../../../domain/rx/validation';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { useKitForm } from '../../kit/useKitForm';
import { AddressFields, DateOfBirthFields, NameFields } from './fields';

const DEFAULTS: AccountHolderValues = {
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
  dateOfBirth: '',
};
const SHAPE = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, 'string'])) as {
  [K in keyof AccountHolderValues]: 'string';
};

export function AccountInformationForm({
  busy,
  error,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (form: HolderForm) => void;
}) {
  const kit = useKitForm({
    defaults: DEFAULTS,
    rules: ACCOUNT_HOLDER_RULES,
    shape: SHAPE,
    check: accountHolderCheck(todayIso()),
  });
  const parts = kit;
  return (
    <form noValidate onSubmit={kit.handleSubmit(({ dateOfBirth: _d, ...form }) => onSubmit(form))}>
      <p>{LINK_LABELS.accountInformationPrompt}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <NameFields form={parts} idPrefix="holder" />
      <DateOfBirthFields form={parts} idPrefix="holder" />
      <AddressFields form={parts} idPrefix="holder" phone />
      {busy && <Spinner label={LINK_LABELS.loading} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {LINK_LABELS.next}
        </button>
      </div>
    </form>
  );
}
