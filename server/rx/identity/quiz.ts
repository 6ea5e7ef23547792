/**
 * The sandbox's identity quiz (pharmacy-portal.md §3 "Identity quiz", §4 "Identity quiz"): a stand-in for a
 * knowledge-based identity service. Its questions come from the patient's own pharmacy record, so the right choices
 * are known for every seeded patient (docs/pharmacy-demo-data.md lists Priya's):
 * - round 1: the city and the street of the home address, and the last four digits of a phone number;
 * - round 2 (a follow-up quiz after a PENDING answer): the pharmacy of the patient's first prescription.
 * Scoring: round 1 all right → PASS; one wrong → PENDING with the follow-up quiz; more → FAIL. Round 2 right → PASS,
 * else FAIL. A patient with no home address or no phone is a person the service cannot find.
 */
import type { Kysely } from 'kysely';
import type { IdentityQuiz, QuizQuestion } from '../../../api/contracts/rx-identity';
import { QUIZ_DECOYS } from '../../db/fixtures/rx-identity';
import type { Database } from '../../db/schema';

export interface QuizFacts {
  patientNumber: string;
  city: string;
  street: string;
  lastFour: string;
  pharmacy: string;
}

/** The facts the quiz asks about, or null when the identity service would not find the person. */
export async function quizFactsOf(db: Kysely<Database>, patientNumber: string): Promise<QuizFacts | null> {
  const patient = await db
    .selectFrom('pharmacy_patients')
    .select(['patient_number', 'mobile_phone', 'home_phone'])
    .where('patient_number', '=', patientNumber)
    .executeTakeFirst();
  if (!patient) return null;
  const address = await db
    .selectFrom('rx_patient_addresses')
    .select(['address1', 'city'])
    .where('patient_number', '=', patientNumber)
    .orderBy('usage')
    .executeTakeFirst();
  const phone = patient.mobile_phone ?? patient.home_phone;
  if (!address || !phone) return null;
  const pharmacy = await db
    .selectFrom('rx_prescriptions')
    .innerJoin('rx_facilities', 'rx_facilities.facility_id', 'rx_prescriptions.facility_id')
    .select('rx_facilities.vanity_name')
    .where('rx_prescriptions.patient_number', '=', patientNumber)
    .orderBy('rx_prescriptions.rx_record_number')
    .executeTakeFirst();
  return {
    patientNumber,
    city: address.city,
    street: address.address1.replace(/^\d+\s+/, ''),
    lastFour: phone.phoneNumber.slice(-4),
    pharmacy: pharmacy?.vanity_name ?? 'None of these',
  };
}

/** The right choice's place among four, fixed per patient and question (no choice is always first). */
function place(patientNumber: string, index: number): number {
  const sum = [...patientNumber].reduce((n, d) => n + Number(d), 0);
  return (sum + index) % 4;
}

function question(
  facts: QuizFacts,
  index: number,
  questionId: string,
  text: string,
  right: string,
  decoys: readonly string[],
): { question: QuizQuestion; rightChoiceId: string } {
  const wrong = decoys.filter((d) => d.toLowerCase() !== right.toLowerCase()).slice(0, 3);
  const texts = [...wrong];
  texts.splice(place(facts.patientNumber, index), 0, right);
  const choices = texts.map((t, i) => ({
    choiceId: `${questionId}-${String.fromCharCode(65 + i)}`,
    text: t,
  }));
  const rightChoiceId = choices[texts.indexOf(right)]!.choiceId;
  return { question: { questionId, text, choices }, rightChoiceId };
}

/** The questions of a round and their right choices. */
export function quizRound(facts: QuizFacts, round: 1 | 2) {
  if (round === 2) {
    return [
      question(
        facts,
        3,
        'Q4',
        'At which of these pharmacies have you filled a prescription?',
        facts.pharmacy,
        [...QUIZ_DECOYS.pharmacy],
      ),
    ];
  }
  return [
    question(facts, 0, 'Q1', 'In which of these cities have you lived?', facts.city, QUIZ_DECOYS.city),
    question(facts, 1, 'Q2', 'On which of these streets have you lived?', facts.street, QUIZ_DECOYS.street),
    question(
      facts,
      2,
      'Q3',
      'Which of these are the last four digits of a phone number you have used?',
      facts.lastFour,
      QUIZ_DECOYS.lastFour,
    ),
  ];
}

export function quizOf(facts: QuizFacts, round: 1 | 2, ids: { quizId: string }): IdentityQuiz {
  return {
    lexId: `LEX-${facts.patientNumber}`,
    quizId: ids.quizId,
    transactionId: `TX-${ids.quizId.slice(0, 8)}`,
    questions: quizRound(facts, round).map((q) => q.question),
  };
}

export type QuizScore = 'PASS' | 'PENDING' | 'FAIL';

/** §4: scoring of a round (see the module comment). */
export function scoreQuiz(
  facts: QuizFacts,
  round: 1 | 2,
  selected: ReadonlyArray<{ questionId: string; choiceId: string }>,
): QuizScore {
  const questions = quizRound(facts, round);
  const wrong = questions.filter(
    (q) => !selected.some((s) => s.questionId === q.question.questionId && s.choiceId === q.rightChoiceId),
  ).length;
  if (wrong === 0) return 'PASS';
  return round === 1 && wrong === 1 ? 'PENDING' : 'FAIL';
}
