/**
 * /account/delete (account-signin.md §2; issue 13 point 7): what deleting means, the password again and a tick
 * that it cannot be undone, then the answer. A thin view of machines/account/deleteAccount.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { DELETE_ACCOUNT_RULES, DELETE_ACCOUNT_TEXTS } from '../../domain/account/accountEntry';
import { HOME_PATH, PROFILE_PATH } from '../../domain/shell';
import { Alert } from '../kit/Alert';
import { CheckboxField, TextField } from '../kit/fields';
import { useKitForm } from '../kit/useKitForm';
import './account.css';

export function DeleteAccountView({ actor }: { actor: ActorRefFrom<typeof deleteAccountMachine> }) {
  const view = useSelector(
    actor,
    (s) => ({ busy: s.hasTag('busy'), deleted: s.matches('deleted'), error: s.context.error }),
    shallowEqual,
  );
  const kit = useKitForm({
    defaults: { password: '', understand: false },
    rules: DELETE_ACCOUNT_RULES,
    shape: { password: 'string', understand: 'boolean' },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view.deleted) heading.current?.focus();
  }, [view.deleted]);

  if (view.deleted) {
    return (
      <section className="card account-page" aria-labelledby="delete-title">
        <h1 id="delete-title" tabIndex={-1} ref={heading}>
          {DELETE_ACCOUNT_TEXTS.heading}
        </h1>
        <Alert tone="success">{DELETE_ACCOUNT_TEXTS.deleted}</Alert>
        <Link className="button" to={HOME_PATH}>
          {DELETE_ACCOUNT_TEXTS.home}
        </Link>
      </section>
    );
  }
  return (
    <section className="card account-page" aria-labelledby="delete-title">
      <h1 id="delete-title">{DELETE_ACCOUNT_TEXTS.heading}</h1>
      <p>{DELETE_ACCOUNT_TEXTS.intro}</p>
      {view.error && <Alert tone="error">{view.error}</Alert>}
      <form
        noValidate
        onSubmit={kit.handleSubmit((values) =>
          actor.send({ type: 'delete.confirm', password: values.password }),
        )}
      >
        <TextField
          id="delete-password"
          label={DELETE_ACCOUNT_TEXTS.password}
          type="password"
          autoComplete="current-password"
          binding={kit.register('password')}
          error={kit.errorOf('password')}
          hint={DELETE_ACCOUNT_TEXTS.passwordHint}
        />
        <CheckboxField
          id="delete-understand"
          label={DELETE_ACCOUNT_TEXTS.understand}
          binding={kit.register('understand')}
          error={kit.errorOf('understand')}
        />
        <p className="account-page__actions">
          <button type="submit" className="button button--danger" disabled={view.busy}>
            {DELETE_ACCOUNT_TEXTS.submit}
          </button>
          <Link className="button" to={PROFILE_PATH}>
            {DELETE_ACCOUNT_TEXTS.cancel}
          </Link>
        </p>
      </form>
    </section>
  );
}
