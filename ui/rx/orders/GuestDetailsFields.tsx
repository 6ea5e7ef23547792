/**
 * The guest's own details on the guest transfer page (pharmacy-portal.md §5 "Names", "Date of birth: three fields",
 * "Phone"; §9 names max 50, adulthood 18): first and last name, the date of birth as MM, DD and YYYY with §5's
 * messages, the phone. A react-hook-form form of its own, with the zod resolver built from the rules of
 * domain/rx/rxRequest.ts (GUEST_DETAILS_RULES, guestDetailsCheck); the request chart checks the same rules
 * before it sends anything, and the sandbox checks them again. A lazy chunk: only the guest page loads the form kit.
 * The transfer form asks for the details with `collect()` (the messages show and the first wrong field is focused).
 */
import { type Ref, useEffect, useImperativeHandle } from 'react';
import {
  GUEST_DETAILS_RULES,
  type GuestDetailsField,
  type GuestDetailsForm,
  type GuestDetailsValues,
  guestDetailsCheck,
  RX_REQUEST_TEXTS as T,
} from '../../../domain/rx/rxRequest';
import { TextField } from '../../kit/fields';
import { useKitForm } from '../../kit/useKitForm';
import { DateOfBirthFields, PhoneField } from '../identity/fields';

export interface GuestDetailsHandle {
  /** Checks every field (showing its message, focusing the first wrong one) and gives the details as typed. */
  collect: () => Promise<GuestDetailsForm>;
}

const EMPTY: GuestDetailsValues = {
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  phone: '',
  dateOfBirth: '',
};
const SHAPE = {
  firstName: 'string',
  lastName: 'string',
  month: 'string',
  day: 'string',
  year: 'string',
  phone: 'string',
  dateOfBirth: 'string',
} as const;
const FIELDS = Object.keys(EMPTY) as GuestDetailsField[];

export default function GuestDetailsFields({
  ref,
  today,
  serverErrors,
}: {
  ref?: Ref<GuestDetailsHandle>;
  /** Today, YYYY-MM-DD (the date of birth is checked against it). */
  today: string;
  /** The request's messages of these fields (the sandbox's validationMessages among them). */
  serverErrors: Readonly<Record<string, string>>;
}) {
  const kit = useKitForm<GuestDetailsValues>({
    defaults: EMPTY,
    rules: GUEST_DETAILS_RULES,
    shape: SHAPE,
    check: guestDetailsCheck(today),
  });
  const { form } = kit;
  useImperativeHandle(
    ref,
    () => ({
      collect: () =>
        new Promise<GuestDetailsForm>((resolve) => {
          const done = () => {
            const { dateOfBirth: _message, ...details } = form.getValues();
            resolve(details);
          };
          void form.handleSubmit(done, done)();
        }),
    }),
    [form],
  );
  // The request's own messages for these fields (from its chart or the sandbox) show at the fields too.
  useEffect(() => {
    for (const name of FIELDS) {
      const message = serverErrors[name];
      if (message) form.setError(name, { type: 'server', message });
    }
  }, [form, serverErrors]);

  return (
    <fieldset className="rx-fieldset">
      <legend>{T.guestHeading}</legend>
      <TextField
        id="rx-guest-first"
        label={T.firstName}
        autoComplete="given-name"
        binding={kit.register('firstName')}
        error={kit.errorOf('firstName')}
      />
      <TextField
        id="rx-guest-last"
        label={T.lastName}
        autoComplete="family-name"
        binding={kit.register('lastName')}
        error={kit.errorOf('lastName')}
      />
      <DateOfBirthFields form={kit} idPrefix="rx-guest" legend={T.dateOfBirth} />
      <PhoneField form={kit} name="phone" id="rx-guest-phone" label={T.phone} />
    </fieldset>
  );
}
