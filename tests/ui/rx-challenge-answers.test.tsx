/**
 * Challenge answers have a maximum (pharmacy-portal.md §5 gives only the minimum; docs/choices.md: at most 50
 * characters): the define-questions form and the answering page say so on the field, and send nothing.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { challengeCreateMachine } from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { securityAnswerResponses } from '../../machines/rx/securityAnswer/securityAnswer.fixtures';
import { securityAnswerMachine } from '../../machines/rx/securityAnswer/securityAnswer.machine';
import { fixtureQuestionGroups } from '../../machines/rx/shared/identity.fixtures';
import { ChallengeQuestionsView } from '../../ui/rx/identity/ChallengeQuestionsView';
import { SecurityAnswerView } from '../../ui/rx/identity/SecurityAnswerView';

const FIFTY_ONE = 'a'.repeat(51);
const FIFTY = 'b'.repeat(50);

describe('challenge answers: at most 50 characters', () => {
  it('Define Security Questions: a 51-character answer gets the field message and nothing is saved', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      challengeCreateMachine.provide({
        actors: {
          fetchQuestionGroups: fromPromise(async () => fixtureQuestionGroups),
          saveChallenges: fromPromise(async ({ input }) => {
            saved.push(input);
          }),
        },
      }),
      { input: { mode: 'create' } },
    ).start();
    const user = userEvent.setup();
    render(<ChallengeQuestionsView actor={actor} supportPhone="1-800-555-0150" />);
    const groups = fixtureQuestionGroups.groups;
    for (const [i, answer] of [FIFTY_ONE, 'cincinnati', FIFTY].entries()) {
      await user.selectOptions(
        await screen.findByLabelText(`Security Question ${i + 1}`),
        groups[i]![0]!.questionId,
      );
      await user.type(screen.getByLabelText(`Answer ${i + 1}`), answer);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = screen.getByLabelText('Answer 1');
    expect(first).toHaveAccessibleDescription('Must be 50 characters or less');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Answer 3')).not.toHaveAttribute('aria-invalid');
    expect(saved).toEqual([]);
  });

  it('Answer a Security Question: a 51-character answer gets the field message and is not sent', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      securityAnswerMachine.provide({
        actors: {
          loadQuestions: fromPromise(async () => securityAnswerResponses.pristine),
          sendAnswer: fromPromise(async ({ input }) => {
            sent.push(input);
            return securityAnswerResponses.correct;
          }),
        },
      }),
      { input: { redirectUrl: null } },
    ).start();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SecurityAnswerView
          actor={actor}
          supportPhone="1-800-555-0150"
          resetHref="/rx/security-questions/reset"
        />
      </MemoryRouter>,
    );
    const field = await screen.findByLabelText('In what city were you born?');
    await user.type(field, FIFTY_ONE);
    expect(field).toHaveAccessibleDescription('Must be 50 characters or less');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {});
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, FIFTY);
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
