/** Shared graph fixtures of the identity charts: API errors by status, and the seeded quiz and questions (fictional,
 *  as the sandbox answers them). Read by the charts' fixtures, the model tests and the UI walks. */
import type { ApiError } from '../../../api/contracts/common';
import type {
  ChallengeQuestionGroups,
  IdentityQuiz,
  PrescriberQuiz,
} from '../../../api/contracts/rx-identity';

export const apiErrorOf = (
  status: number,
  message = `HTTP ${status}`,
  endpoint = 'POST /rx-security',
): ApiError => ({
  name: 'ApiError',
  kind: status === 0 ? 'network' : 'http',
  endpoint,
  status,
  message,
});

export const fixtureQuiz: IdentityQuiz = {
  lexId: 'LEX-100345678',
  quizId: 'quiz-1',
  transactionId: 'TX-quiz-1',
  questions: [
    {
      questionId: 'Q1',
      text: 'In which of these cities have you lived?',
      choices: [
        { choiceId: 'Q1-A', text: 'Tucson' },
        { choiceId: 'Q1-B', text: 'Boulder' },
      ],
    },
    {
      questionId: 'Q2',
      text: 'On which of these streets have you lived?',
      choices: [
        { choiceId: 'Q2-A', text: 'Aspen Grove Ct' },
        { choiceId: 'Q2-B', text: 'Quarry Ln' },
      ],
    },
  ],
};

export const fixtureFollowUpQuiz: IdentityQuiz = {
  lexId: 'LEX-100345678',
  quizId: 'quiz-2',
  transactionId: 'TX-quiz-2',
  questions: [
    {
      questionId: 'Q4',
      text: 'At which of these pharmacies have you filled a prescription?',
      choices: [
        { choiceId: 'Q4-A', text: 'Lakeside Drug' },
        { choiceId: 'Q4-B', text: 'FreshWay Pharmacy Oakley' },
      ],
    },
  ],
};

export const fixturePrescriberQuiz: PrescriberQuiz = {
  quizId: 'pq-1',
  options: [
    { prescriberNumber: '1487659001', firstName: 'Amelia', lastName: 'Hart' },
    { prescriberNumber: '1487650002', firstName: 'Samuel', lastName: 'Okoro' },
  ],
  expiresAt: '2026-11-23T15:03:00.000Z',
};

export const fixtureQuestionGroups: ChallengeQuestionGroups = {
  groups: [
    [
      { questionId: 'SQ101', text: 'What was the name of your first pet?' },
      { questionId: 'SQ102', text: 'What was the name of your elementary school?' },
    ],
    [
      { questionId: 'SQ201', text: 'In what city were you born?' },
      { questionId: 'SQ202', text: 'In what city did your parents meet?' },
    ],
    [
      { questionId: 'SQ301', text: 'What was the make of your first car?' },
      { questionId: 'SQ302', text: 'What is your favorite sports team?' },
    ],
  ],
};
