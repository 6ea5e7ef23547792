/**
 * The patient's addresses (pharmacy-portal.md §2.4 "Address section", §3 "Address", §8 "Addresses"): the list with
 * Edit and Delete on the patient's own addresses, Add Address while the limit flag is off, the form (react-hook-form
 * with §5's rules) and the delete confirmation. Everything it shows comes from the addresses chart.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { addressesMachine } from '../../../machines/rx/addresses/addresses.machine';
import { selectAddressesView } from '../../../machines/rx/addresses/addresses.selectors';
import {
  ADDRESS_FORM_RULES,
  ADDRESS_LABELS,
  ADDRESS_MESSAGES,
  type AddressFormValues,
  addressLine,
  STATE_OPTIONS,
} from '../../../domain/rx/profile';
import { Alert } from '../../kit/Alert';
import { SelectField, TextField } from '../../kit/fields';
import { Spinner } from '../../kit/Spinner';
import './profile.css';
import { useKitForm } from '../../kit/useKitForm';
import { useFocusOnMount, useFocusWhen } from './useFocus';

type AddressesActor = ActorRefFrom<typeof addressesMachine>;

function AddressForm({
  actor,
  mode,
  values,
  saving,
  error,
}: {
  actor: AddressesActor;
  mode: 'add' | 'edit';
  values: AddressFormValues;
  saving: boolean;
  error: string | null;
}) {
  const { register, errorOf, handleSubmit } = useKitForm<AddressFormValues>({
    defaults: values,
    rules: ADDRESS_FORM_RULES,
    shape: { address1: 'string', address2: 'string', city: 'string', state: 'string', zipCode: 'string' },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const title = mode === 'add' ? ADDRESS_LABELS.addTitle : ADDRESS_LABELS.editTitle;
  return (
    <form
      className="rx-profile__form"
      aria-labelledby="rx-address-form-title"
      noValidate
      onSubmit={handleSubmit((v) => actor.send({ type: 'addresses.submit', values: v }))}
    >
      <h3 id="rx-address-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        id="rx-address1"
        label={ADDRESS_LABELS.address1}
        binding={register('address1')}
        error={errorOf('address1')}
        autoComplete="address-line1"
      />
      <TextField
        id="rx-address2"
        label={ADDRESS_LABELS.address2}
        binding={register('address2')}
        error={errorOf('address2')}
        autoComplete="address-line2"
      />
      <TextField
        id="rx-city"
        label={ADDRESS_LABELS.city}
        binding={register('city')}
        error={errorOf('city')}
        autoComplete="address-level2"
      />
      <SelectField
        id="rx-state"
        label={ADDRESS_LABELS.state}
        binding={register('state')}
        error={errorOf('state')}
        options={STATE_OPTIONS}
        placeholder={ADDRESS_LABELS.chooseState}
      />
      <TextField
        id="rx-zip"
        label={ADDRESS_LABELS.zipCode}
        binding={register('zipCode')}
        error={errorOf('zipCode')}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      {saving && <Spinner label={ADDRESS_LABELS.saving} />}
      <div className="rx-profile__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {ADDRESS_LABELS.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => actor.send({ type: 'addresses.cancel' })}
        >
          {ADDRESS_LABELS.cancel}
        </button>
      </div>
    </form>
  );
}

export function AddressesSection({ actor }: { actor: AddressesActor }) {
  const view = useSelector(actor, selectAddressesView, shallowEqual);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useRef<HTMLParagraphElement>(null);
  // Back to the list after a form or a deletion: focus its heading (the confirmation focuses itself).
  useFocusWhen(heading, view.screen === 'list');
  useFocusWhen(confirm, view.screen === 'confirmingDelete');
  return (
    <section className="card rx-profile__section" aria-labelledby="rx-addresses-title">
      <h2 id="rx-addresses-title" ref={heading} tabIndex={-1}>
        {ADDRESS_LABELS.section}
      </h2>
      {view.screen === 'loading' && <Spinner label={ADDRESS_LABELS.loading} />}
      {view.screen === 'failed' && (
        <Alert tone="error">
          <p>{ADDRESS_LABELS.loadFailed}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'addresses.retry' })}>
            {ADDRESS_LABELS.retry}
          </button>
        </Alert>
      )}
      {view.screen === 'form' && view.mode && (
        <AddressForm
          key={`${view.mode}:${view.addressId ?? ''}`}
          actor={actor}
          mode={view.mode}
          values={view.formValues}
          saving={view.saving}
          error={view.error}
        />
      )}
      {(view.screen === 'list' || view.screen === 'confirmingDelete' || view.screen === 'removing') && (
        <>
          {view.error && <Alert tone="error">{view.error}</Alert>}
          {view.addresses.length === 0 ? (
            <p>{ADDRESS_LABELS.none}</p>
          ) : (
            <ul className="rx-profile__list" aria-label={ADDRESS_LABELS.section}>
              {view.addresses.map((a) => {
                const line = addressLine(a.addressDetails);
                const chosen = view.addressId === a.addressId;
                return (
                  <li key={a.addressId} className="rx-profile__item">
                    <p>{line}</p>
                    {a.isShared && <p className="rx-profile__tag">{ADDRESS_LABELS.shared}</p>}
                    {chosen && view.screen === 'confirmingDelete' && (
                      <fieldset className="rx-profile__dialog" aria-labelledby="rx-address-delete-question">
                        <p id="rx-address-delete-question" ref={confirm} tabIndex={-1}>
                          {ADDRESS_LABELS.confirmDeleteQuestion}
                        </p>
                        <div className="rx-profile__actions">
                          <button
                            type="button"
                            className="button button--primary"
                            onClick={() => actor.send({ type: 'addresses.confirmDelete' })}
                          >
                            {ADDRESS_LABELS.confirmDelete}
                          </button>
                          <button
                            type="button"
                            className="button"
                            onClick={() => actor.send({ type: 'addresses.cancel' })}
                          >
                            {ADDRESS_LABELS.keep}
                          </button>
                        </div>
                      </fieldset>
                    )}
                    {chosen && view.screen === 'removing' && <Spinner label={ADDRESS_LABELS.removing} />}
                    {!a.isShared && view.screen === 'list' && (
                      <div className="rx-profile__actions">
                        <button
                          type="button"
                          className="button"
                          aria-label={`${ADDRESS_LABELS.edit} ${line}`}
                          onClick={() => actor.send({ type: 'addresses.edit', addressId: a.addressId })}
                        >
                          {ADDRESS_LABELS.edit}
                        </button>
                        <button
                          type="button"
                          className="button"
                          aria-label={`${ADDRESS_LABELS.delete} ${line}`}
                          onClick={() => actor.send({ type: 'addresses.delete', addressId: a.addressId })}
                        >
                          {ADDRESS_LABELS.delete}
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {view.screen === 'list' &&
            (view.canAdd ? (
              <div className="rx-profile__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => actor.send({ type: 'addresses.add' })}
                >
                  {ADDRESS_LABELS.add}
                </button>
              </div>
            ) : (
              !view.error && <p className="rx-profile__tag">{ADDRESS_MESSAGES.limit}</p>
            ))}
        </>
      )}
    </section>
  );
}
