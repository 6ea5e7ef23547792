/**
 * Account-entry views, issue 13 (literals from the issue):
 * point 5: before anything is sent the verification page does not say a link was sent;
 * point 6: creating with the Google identity: names prefilled, Google's email locked, no password;
 * point 9: the password rules show from the start, a show-password toggle, a welcome after creating.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CreateAccountRequest, CreateAccountResponse } from '../../api/contracts/identity';
import {
  createAccountMachine,
  type SocialIdentity,
} from '../../machines/account/createAccount/createAccount.machine';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { CreateAccountView } from '../../ui/account/CreateAccountView';
import { VerifyEmailView } from '../../ui/account/VerifyEmailView';

describe('verification page (point 5)', () => {
  it('says a link was sent only after sending it', async () => {
    const actor = createActor(
      verifyEmailMachine.provide({
        actors: { sendVerification: fromPromise(async () => ({ data: { ok: true as boolean } })) },
      }),
      { input: { redirectUrl: null } },
    ).start();
    actor.send({ type: 'verify.open', token: null });
    render(<VerifyEmailView actor={actor} />);
    expect(document.body.textContent).not.toMatch(/sent/i);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(await screen.findByText(/We've sent a verification link to your email/)).toBeInTheDocument();
  });
});

describe('create account page (points 6, 9)', () => {
  function renderCreate(social: SocialIdentity | null) {
    const actor = createActor(
      createAccountMachine.provide({
        actors: {
          createAccount: fromPromise<CreateAccountResponse, CreateAccountRequest>(async () => ({
            data: { userInfo: { userId: 'c-9', emailVerified: false, banner: 'freshway', authorities: [] } },
          })),
        },
      }),
      { input: { redirectUrl: null, emailVerificationBanner: false, social } },
    ).start();
    render(
      <MemoryRouter>
        <CreateAccountView actor={actor} bannerTitle="FreshWay Market" onOpenSignIn={() => {}} modal={null} />
      </MemoryRouter>,
    );
    return actor;
  }

  it('shows the password rules from the start and has a show-password toggle', async () => {
    renderCreate(null);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one number.',
    );
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('welcomes the new shopper and says the verification link was sent', async () => {
    const user = userEvent.setup();
    renderCreate(null);
    await user.type(screen.getByLabelText('First name'), 'Avery');
    await user.type(screen.getByLabelText('Last name'), 'Lindqvist');
    await user.type(screen.getByLabelText('Email'), 'avery@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Avery2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to FreshWay Market' })).toHaveFocus();
    expect(screen.getByText(/Welcome, Avery!/)).toBeInTheDocument();
    expect(screen.getByText(/We've sent a link to avery@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it("with the Google identity: names prefilled, Google's email locked, no password asked", async () => {
    const actor = renderCreate({
      token: 'h.p.s',
      email: 'googlenew@example.com',
      firstName: 'Sam',
      lastName: 'Okoro',
      socialType: 'Google',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okoro');
    expect(screen.getByLabelText('Email')).toHaveValue('googlenew@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    });
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
  });
});
