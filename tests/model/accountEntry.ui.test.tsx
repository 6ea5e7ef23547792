/** The account-entry views replayed along their charts' generated paths: forgot password, reset password,
 *  create account, email verification (machines/account/*). */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { createAccountModel } from '../../machines/account/createAccount/createAccount.fixtures';
import { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { forgotPasswordModel } from '../../machines/account/forgotPassword/forgotPassword.fixtures';
import { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { resetPasswordModel } from '../../machines/account/resetPassword/resetPassword.fixtures';
import { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { verifyEmailModel } from '../../machines/account/verifyEmail/verifyEmail.fixtures';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import {
  CREATE_ACCOUNT_TEXTS,
  FORGOT_PASSWORD_TEXTS,
  RESET_PASSWORD_TEXTS,
  VERIFY_EMAIL_TEXTS,
} from '../../domain/account/accountEntry';
import { CreateAccountView } from '../../ui/account/CreateAccountView';
import { ForgotPasswordView } from '../../ui/account/ForgotPasswordView';
import { ResetPasswordView } from '../../ui/account/ResetPasswordView';
import { VerifyEmailView } from '../../ui/account/VerifyEmailView';
import { type ControlExecutors, outside, serverAnswer, type UserContext, uiWalkTest } from './ui-walk';

type Model = { events: unknown; serializeState?: unknown; input?: unknown };

async function type(ctx: UserContext<AnyStateMachine>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await ctx.user.clear(input);
  await ctx.user.click(input);
  await ctx.user.paste(value);
}

function suite<M extends AnyStateMachine>(
  name: string,
  machine: M,
  model: Model,
  render: (actor: AnyActorRef) => React.ReactElement,
  executors: ControlExecutors<M>,
  assertState: (s: ReturnType<M['getInitialSnapshot']>) => void,
) {
  describe(`${name} view: walked along its chart`, () => {
    uiWalkTest(`${machine.id}: every state and transition through the ${name} page`, {
      machine,
      model,
      render: (actor) => <MemoryRouter>{render(actor)}</MemoryRouter>,
      executors,
      assertState: (_ctx, s) => assertState(s as never),
    });
  });
}

suite(
  'forgot password',
  forgotPasswordMachine,
  forgotPasswordModel,
  (actor) => <ForgotPasswordView actor={actor as never} signInHref="/signin?redirectUrl=%2Fhealth" />,
  {
    'forgot.submit': async (ctx, event) => {
      await type(ctx as never, FORGOT_PASSWORD_TEXTS.email, event.email);
      await ctx.user.click(screen.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.submit }));
    },
    'forgot.again': (ctx) =>
      ctx.user.click(screen.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.sendAgain })),
    'xstate.done.actor.requestReset': serverAnswer('requestReset'),
    'xstate.error.actor.requestReset': serverAnswer('requestReset'),
  } satisfies ControlExecutors<typeof forgotPasswordMachine>,
  (s) => {
    if (s.matches('sent')) {
      expect(screen.getByRole('status')).toHaveTextContent(FORGOT_PASSWORD_TEXTS.sent('shopper@example.com'));
      expect(screen.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.sendAgain })).toBeEnabled();
    } else {
      const button = screen.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.submit });
      expect(button).toHaveProperty('disabled', s.hasTag('busy'));
      if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(FORGOT_PASSWORD_TEXTS.failed);
    }
  },
);

suite(
  'reset password',
  resetPasswordMachine,
  resetPasswordModel,
  (actor) => <ResetPasswordView actor={actor as never} />,
  {
    // The route reads the token from the emailed link's address.
    'reset.open': outside('the router', 'the reset link was opened'),
    'reset.submit': async (ctx, event) => {
      await type(ctx as never, RESET_PASSWORD_TEXTS.password, event.password);
      await type(ctx as never, RESET_PASSWORD_TEXTS.confirm, event.password);
      await ctx.user.click(screen.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit }));
    },
    'xstate.done.actor.resetPassword': serverAnswer('resetPassword'),
    'xstate.error.actor.resetPassword': serverAnswer('resetPassword'),
  } satisfies ControlExecutors<typeof resetPasswordMachine>,
  (s) => {
    expect(screen.getByRole('heading', { level: 1, name: RESET_PASSWORD_TEXTS.heading })).toBeInTheDocument();
    if (s.matches('missingToken'))
      expect(screen.getByRole('alert')).toHaveTextContent(RESET_PASSWORD_TEXTS.missingToken);
    if (s.matches('tokenRejected')) {
      expect(screen.getByRole('alert')).toHaveTextContent(s.context.error ?? '');
      expect(s.context.token).toBeNull();
      expect(screen.getByRole('link', { name: RESET_PASSWORD_TEXTS.requestNew })).toBeInTheDocument();
    }
    if (s.matches('editing') && s.context.error)
      expect(screen.getByRole('alert')).toHaveTextContent(RESET_PASSWORD_TEXTS.failed);
    if (s.matches('submitting'))
      expect(screen.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit })).toBeDisabled();
  },
);

suite(
  'create account',
  createAccountMachine,
  createAccountModel,
  (actor) => (
    <CreateAccountView
      actor={actor as never}
      bannerTitle="Meadowlark Foods"
      onOpenSignIn={() => {}}
      modal={null}
    />
  ),
  {
    'create.submit': async (ctx, event) => {
      await type(ctx as never, CREATE_ACCOUNT_TEXTS.firstName, event.request.firstName);
      await type(ctx as never, CREATE_ACCOUNT_TEXTS.lastName, event.request.lastName);
      await type(ctx as never, CREATE_ACCOUNT_TEXTS.email, event.request.email);
      await type(ctx as never, CREATE_ACCOUNT_TEXTS.password, event.request.password ?? '');
      await ctx.user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.submit }));
    },
    // A submit with a field error (an empty first name) never reaches the service.
    'create.submitInvalid': async (ctx) => {
      await ctx.user.clear(screen.getByLabelText(CREATE_ACCOUNT_TEXTS.firstName));
      await ctx.user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.submit }));
    },
    'create.continue': (ctx) =>
      ctx.user.click(screen.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.continue })),
    'xstate.done.actor.createAccount': serverAnswer('createAccount'),
    'xstate.error.actor.createAccount': serverAnswer('createAccount'),
  } satisfies ControlExecutors<typeof createAccountMachine>,
  (s) => {
    if (s.matches('welcome') || s.matches('done')) {
      expect(
        screen.getByRole('heading', { name: CREATE_ACCOUNT_TEXTS.welcomeHeading('Meadowlark Foods') }),
      ).toBeInTheDocument();
      expect(screen.getByText(CREATE_ACCOUNT_TEXTS.welcome('Ada'))).toBeInTheDocument();
      const sent = screen.queryByText(CREATE_ACCOUNT_TEXTS.verificationSent('ada@example.com'));
      expect(sent !== null).toBe(s.context.created?.emailVerified === false);
      return;
    }
    const button = screen.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.submit });
    expect(button).toHaveProperty('disabled', s.hasTag('busy'));
    // The rules show with the password field from the start (issue 13 point 9).
    expect(screen.getByLabelText(CREATE_ACCOUNT_TEXTS.password)).toHaveAccessibleDescription(
      expect.stringContaining(CREATE_ACCOUNT_TEXTS.passwordHint),
    );
    const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
    if (s.context.error) expect(alerts).toContain(s.context.error);
    else expect(alerts.filter((t) => t === CREATE_ACCOUNT_TEXTS.emailTaken)).toEqual([]);
  },
);

suite(
  'email verification',
  verifyEmailMachine,
  verifyEmailModel,
  (actor) => <VerifyEmailView actor={actor as never} />,
  {
    // The route reads the token (an emailed link) or the welcome's "sent" from the address.
    'verify.open': outside('the router', 'the verification page was opened'),
    'verify.send': (ctx) => ctx.user.click(screen.getByRole('button', { name: VERIFY_EMAIL_TEXTS.resend })),
    'verify.continue': (ctx) =>
      ctx.user.click(screen.getByRole('button', { name: VERIFY_EMAIL_TEXTS.continue })),
    'xstate.done.actor.sendVerification': serverAnswer('sendVerification'),
    'xstate.error.actor.sendVerification': serverAnswer('sendVerification'),
    'xstate.done.actor.confirmVerification': serverAnswer('confirmVerification'),
    'xstate.error.actor.confirmVerification': serverAnswer('confirmVerification'),
  } satisfies ControlExecutors<typeof verifyEmailMachine>,
  (s) => {
    expect(screen.getByRole('heading', { level: 1, name: VERIFY_EMAIL_TEXTS.heading })).toBeInTheDocument();
    if (s.matches('opening') || s.matches('confirming'))
      expect(screen.getByRole('status')).toHaveTextContent(VERIFY_EMAIL_TEXTS.verifying);
    if (s.matches('verified')) expect(screen.getByText(VERIFY_EMAIL_TEXTS.verified)).toBeInTheDocument();
    if (s.matches('sent')) expect(screen.getByText(VERIFY_EMAIL_TEXTS.sent)).toBeInTheDocument();
    if (s.matches('sending'))
      expect(screen.getByRole('button', { name: VERIFY_EMAIL_TEXTS.sending })).toBeDisabled();
    // Issue 13 point 5: "sent" is said only once a link was sent.
    if (s.matches('idle')) {
      expect(screen.getByText(VERIFY_EMAIL_TEXTS.intro)).toBeInTheDocument();
      expect(screen.queryByText(VERIFY_EMAIL_TEXTS.sent)).toBeNull();
    }
    if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
  },
);
