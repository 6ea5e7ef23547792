/** Answer a security question (machines/rx/securityAnswer) with its real calls; §3 "the order is shuffled at random
 *  when answering" happens here. */
import { securityAnswerMachine } from '../../../machines/rx/securityAnswer/securityAnswer.machine';
import { shuffled } from '../../../domain/rx/identity';
import type { RxApiLoader } from '../services';
import { call, type Identity } from './calls';

export function securityAnswerMachineWith(
  load: RxApiLoader,
  navigate: (path: string) => void,
  random: () => number = Math.random,
) {
  return securityAnswerMachine.provide({
    actors: {
      // §3 "the order is shuffled at random when answering".
      loadQuestions: call(load, async (api, _input: unknown, signal) => {
        const answer = await api.fetchUserChallengeQuestions(signal);
        return { ...answer, questions: shuffled(answer.questions, random) };
      }),
      sendAnswer: call(load, (api, input: Parameters<Identity['answerChallengeQuestion']>[0], signal) =>
        api.answerChallengeQuestion(input, signal),
      ),
    },
    actions: { navigateTo: (_, { path }) => navigate(path) },
  });
}
