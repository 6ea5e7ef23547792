/** Define security questions (machines/rx/challengeCreate) with its real calls: setup, reset, and the sub-flow of the
 *  link and new-patient flows. */
import { challengeCreateMachine } from '../../../machines/rx/challengeCreate/challengeCreate.machine';
import type { RxApiLoader } from '../services';
import { call } from './calls';

export function challengeCreateWith(load: RxApiLoader) {
  return challengeCreateMachine.provide({
    actors: {
      fetchQuestionGroups: call(load, (api, _input: unknown, signal) =>
        api.fetchChallengeQuestionGroups(signal),
      ),
      saveChallenges: call<
        {
          mode: 'create' | 'reset';
          userChallenges: Array<{ questionId: string; answer: string }>;
          preferredDevice: boolean;
          password?: string;
        },
        unknown
      >(
        load,
        (
          api,
          input: {
            mode: 'create' | 'reset';
            userChallenges: Array<{ questionId: string; answer: string }>;
            preferredDevice: boolean;
            password?: string;
          },
          signal,
        ) =>
          input.mode === 'reset'
            ? api.resetChallenges(
                {
                  password: input.password ?? '',
                  userChallenges: input.userChallenges,
                  preferredDevice: input.preferredDevice,
                },
                signal,
              )
            : api.createChallenges(
                { userChallenges: input.userChallenges, preferredDevice: input.preferredDevice },
                signal,
              ),
      ),
    },
  });
}
