/** The delete-account and help/legal page views replayed along their charts' generated paths (issue 13 point 7),
 *  with literals from the chosen texts checked on the way. */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { deleteAccountModel } from '../../machines/account/deleteAccount/deleteAccount.fixtures';
import { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { contentPageModel, faqArticle } from '../../machines/shared/contentPage/contentPage.fixtures';
import { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { DeleteAccountView } from '../../ui/account/DeleteAccountView';
import { ContentPageView } from '../../ui/help/ContentPageView';
import { type ControlExecutors, serverAnswer, uiWalkTest } from './ui-walk';

function suite<M extends AnyStateMachine>(
  name: string,
  machine: M,
  model: { events: unknown; serializeState?: unknown; input?: unknown },
  view: (actor: AnyActorRef) => React.ReactElement,
  executors: ControlExecutors<M>,
  assertState: (s: ReturnType<M['getInitialSnapshot']>) => void,
) {
  describe(`${name} view: walked along its chart`, () => {
    uiWalkTest(`${machine.id}: every state and transition through the ${name} page`, {
      machine,
      model,
      render: (actor) => <MemoryRouter>{view(actor)}</MemoryRouter>,
      executors,
      assertState: (_ctx, s) => assertState(s as never),
    });
  });
}

suite(
  'delete account',
  deleteAccountMachine,
  deleteAccountModel,
  (actor) => <DeleteAccountView actor={actor as never} />,
  {
    'delete.confirm': async (ctx, event) => {
      const password = screen.getByLabelText('Password');
      await ctx.user.clear(password);
      await ctx.user.type(password, event.password);
      const box = screen.getByRole('checkbox', {
        name: 'I understand that deleting my account cannot be undone.',
      });
      if (!(box as HTMLInputElement).checked) await ctx.user.click(box);
      await ctx.user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    },
    'xstate.done.actor.deleteAccount': serverAnswer('deleteAccount'),
    'xstate.error.actor.deleteAccount': serverAnswer('deleteAccount'),
  } satisfies ControlExecutors<typeof deleteAccountMachine>,
  (s) => {
    if (s.matches('deleted')) {
      expect(
        screen.getByText('Your account has been deleted. We are sorry to see you go.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(screen.queryByLabelText('Password')).toBeNull();
      return;
    }
    expect(screen.getByRole('button', { name: 'Delete My Account' })).toHaveProperty(
      'disabled',
      s.hasTag('busy'),
    );
    expect(screen.getByRole('link', { name: 'Keep My Account' })).toHaveAttribute('href', '/account/profile');
    if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
  },
);

suite(
  'help and legal page',
  contentPageMachine,
  contentPageModel,
  (actor) => <ContentPageView actor={actor as never} title="Frequently Asked Questions" />,
  {
    'content.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try again' })),
    'xstate.done.actor.loadArticle': serverAnswer('loadArticle'),
    'xstate.error.actor.loadArticle': serverAnswer('loadArticle'),
  } satisfies ControlExecutors<typeof contentPageMachine>,
  (s) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    if (s.matches('failed'))
      expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    if (s.matches('ready'))
      expect(
        screen.getByRole('heading', { level: 2, name: faqArticle.sections[0]!.heading }),
      ).toBeInTheDocument();
  },
);
