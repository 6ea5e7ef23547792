/**
 * Form parts the identity forms share (pharmacy-portal.md §2.4, §5): the three-field date of birth (one group message,
 * 'Date of Birth must be valid' and the age checks), the address section (US states, DC and Puerto Rico), a phone
 * field that strips and formats as typed, the prescription input section (type, RX#, the pharmacy phone for retail
 * only, the example label and its note). Fields come from the kit (ui/kit/fields.tsx); rules from
 * domain/rx/validation.ts through the form hook (ui/kit/useKitForm.ts).
 */
import type { ReactNode } from 'react';
import { LINK_LABELS, prescriptionTypeOptions, RX_TYPE_BRANDS } from '../../../domain/rx/identity';
import { formatPhoneInput, US_STATE_OPTIONS } from '../../../domain/rx/validation';
import { type FieldBinding, SelectField, TextField } from '../../kit/fields';
import './date-fields.css';

/** What a form hands its parts: the kit's register and messages by field name. */
export interface FormParts {
  register: (name: never) => FieldBinding;
  errorOf: (name: string) => string | undefined;
}

const bind = (form: FormParts, name: string) => (form.register as (n: string) => FieldBinding)(name);

/** A phone field: the digits are formatted as typed, (513) 555-0100 (§5 "displayed formatted"). */
export function PhoneField({
  form,
  name,
  id,
  label,
}: {
  form: FormParts;
  name: string;
  id: string;
  label: string;
}) {
  const binding = bind(form, name);
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      binding={{
        ...binding,
        onChange: (event) => {
          const target = event.target as HTMLInputElement;
          target.value = formatPhoneInput(target.value);
          return binding.onChange(event);
        },
      }}
      error={form.errorOf(name)}
    />
  );
}

/**
 * The "Personal information" section: first and last name (§2.4 "Forms"; for a pet, its name). `ownName`: the
 * browser may offer the shopper's own name (not on a child's, another adult's or a pet's details).
 */
export function NameFields({
  form,
  idPrefix,
  pet = false,
  ownName = true,
}: {
  form: FormParts;
  idPrefix: string;
  pet?: boolean;
  ownName?: boolean;
}) {
  return (
    <fieldset className="rx-fieldset">
      <legend>{LINK_LABELS.personalInformation}</legend>
      <div className="rx-grid">
        <TextField
          id={`${idPrefix}-first-name`}
          label={pet ? LINK_LABELS.petName : LINK_LABELS.firstName}
          {...(ownName ? { autoComplete: 'given-name' } : {})}
          binding={bind(form, 'firstName')}
          error={form.errorOf('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label={pet ? LINK_LABELS.petLastName : LINK_LABELS.lastName}
          {...(ownName ? { autoComplete: 'family-name' } : {})}
          binding={bind(form, 'lastName')}
          error={form.errorOf('lastName')}
        />
      </div>
    </fieldset>
  );
}

/** §5 "Date of birth: three fields", one message for the whole date. */
export function DateOfBirthFields({
  form,
  idPrefix,
  legend = LINK_LABELS.dateOfBirth,
}: {
  form: FormParts;
  idPrefix: string;
  legend?: string;
}) {
  const group = form.errorOf('dateOfBirth');
  return (
    <fieldset className="rx-fieldset" aria-describedby={group ? `${idPrefix}-dob-error` : undefined}>
      <legend>{legend}</legend>
      <div className="rx-date">
        <TextField
          id={`${idPrefix}-month`}
          label={LINK_LABELS.month}
          inputMode="numeric"
          autoComplete="bday-month"
          binding={bind(form, 'month')}
          error={form.errorOf('month')}
        />
        <TextField
          id={`${idPrefix}-day`}
          label={LINK_LABELS.day}
          inputMode="numeric"
          autoComplete="bday-day"
          binding={bind(form, 'day')}
          error={form.errorOf('day')}
        />
        <TextField
          id={`${idPrefix}-year`}
          label={LINK_LABELS.year}
          inputMode="numeric"
          autoComplete="bday-year"
          binding={bind(form, 'year')}
          error={form.errorOf('year')}
        />
      </div>
      {group && (
        <p id={`${idPrefix}-dob-error`} className="field__error" role="alert">
          {group}
        </p>
      )}
    </fieldset>
  );
}

/** §2.4 "Address section": Address Line 1, Address Line 2 (Apt/Suite), City, State, Postal Code, optional phone. */
export function AddressFields({
  form,
  idPrefix,
  phone,
}: {
  form: FormParts;
  idPrefix: string;
  phone?: boolean;
}) {
  return (
    <fieldset className="rx-fieldset">
      <legend>{LINK_LABELS.address}</legend>
      <TextField
        id={`${idPrefix}-address1`}
        label={LINK_LABELS.address1}
        autoComplete="address-line1"
        binding={bind(form, 'address1')}
        error={form.errorOf('address1')}
      />
      <TextField
        id={`${idPrefix}-address2`}
        label={LINK_LABELS.address2}
        autoComplete="address-line2"
        binding={bind(form, 'address2')}
        error={form.errorOf('address2')}
      />
      <div className="rx-grid">
        <TextField
          id={`${idPrefix}-city`}
          label={LINK_LABELS.city}
          autoComplete="address-level2"
          binding={bind(form, 'city')}
          error={form.errorOf('city')}
        />
        <SelectField
          id={`${idPrefix}-state`}
          label={LINK_LABELS.state}
          placeholder={LINK_LABELS.statePlaceholder}
          options={US_STATE_OPTIONS}
          binding={bind(form, 'state')}
          error={form.errorOf('state')}
        />
        <TextField
          id={`${idPrefix}-zip`}
          label={LINK_LABELS.zipCode}
          autoComplete="postal-code"
          binding={bind(form, 'zipCode')}
          error={form.errorOf('zipCode')}
        />
      </div>
      {phone && <PhoneField form={form} name="phoneNum" id={`${idPrefix}-phone`} label={LINK_LABELS.phone} />}
    </fieldset>
  );
}

/** §2.4 "Prescription input section": type, RX#, the pharmacy phone for retail only, the example label. */
export function PrescriptionFields({
  form,
  idPrefix,
  rxType,
  onTypeChange,
}: {
  form: FormParts;
  idPrefix: string;
  rxType: string;
  onTypeChange: (value: string) => void;
}) {
  const type = bind(form, 'rxType');
  return (
    <fieldset className="rx-fieldset">
      <legend>{LINK_LABELS.prescriptionType}</legend>
      <p className="rx-note">{LINK_LABELS.labelNote}</p>
      <LabelExample mailOrder={rxType === 'MAIL_ORDER'} />
      <SelectField
        id={`${idPrefix}-rx-type`}
        label={LINK_LABELS.prescriptionType}
        placeholder={LINK_LABELS.prescriptionTypePlaceholder}
        options={prescriptionTypeOptions(RX_TYPE_BRANDS)}
        binding={{
          ...type,
          onChange: (event) => {
            const result = type.onChange(event);
            onTypeChange((event.target as HTMLSelectElement).value);
            return result;
          },
        }}
        error={form.errorOf('rxType')}
      />
      <TextField
        id={`${idPrefix}-rx-number`}
        label={LINK_LABELS.rxNumber}
        inputMode="numeric"
        binding={bind(form, 'rxNumber')}
        error={form.errorOf('rxNumber')}
      />
      {rxType === 'RETAIL' && (
        <PhoneField
          form={form}
          name="facilityPhone"
          id={`${idPrefix}-facility-phone`}
          label={LINK_LABELS.facilityPhone}
        />
      )}
    </fieldset>
  );
}

/** The example prescription label (§2.4: one for mail order, one generic retail), described in text. */
function LabelExample({ mailOrder }: { mailOrder: boolean }): ReactNode {
  return (
    <figure className="rx-label-example">
      <figcaption className="visually-hidden">
        {mailOrder ? LINK_LABELS.labelExampleMail : LINK_LABELS.labelExampleRetail}
      </figcaption>
      <div aria-hidden="true">
        {mailOrder ? (
          <>
            HOME DELIVERY PHARMACY · 1-800-555-0177
            <br />
            <strong>RX# 3456789</strong> · Lisinopril 10 mg
          </>
        ) : (
          <>
            OUR PHARMACY · <strong>(513) 555-0100</strong>
            <br />
            <strong>RX# 1234567</strong> · Atorvastatin 20 mg
          </>
        )}
      </div>
    </figure>
  );
}
