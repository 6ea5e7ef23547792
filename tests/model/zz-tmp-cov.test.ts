import { it, expect } from 'vitest';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath, replayStart, newReached } from './graph';
import { linkMachine } from '../../machines/rx/link/link.machine';
import { linkModel } from '../../machines/rx/link/link.fixtures';
import { newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { newPatientModel } from '../../machines/rx/newPatient/newPatient.fixtures';
import { identityQuizMachine } from '../../machines/rx/identityQuiz/identityQuiz.machine';
import { identityQuizModel } from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import { prescriberQuizMachine } from '../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import { prescriberQuizModel } from '../../machines/rx/prescriberQuiz/prescriberQuiz.fixtures';
import { challengeCreateMachine } from '../../machines/rx/challengeCreate/challengeCreate.machine';
import { challengeCreateModel } from '../../machines/rx/challengeCreate/challengeCreate.fixtures';
import { securityAnswerMachine } from '../../machines/rx/securityAnswer/securityAnswer.machine';
import { securityAnswerModel } from '../../machines/rx/securityAnswer/securityAnswer.fixtures';
import { guestVerificationMachine } from '../../machines/rx/guestVerification/guestVerification.machine';
import { guestVerificationModel } from '../../machines/rx/guestVerification/guestVerification.fixtures';
const all: [any, any][] = [[linkMachine, linkModel],[newPatientMachine,newPatientModel],[identityQuizMachine,identityQuizModel],[prescriberQuizMachine,prescriberQuizModel],[challengeCreateMachine,challengeCreateModel],[securityAnswerMachine,securityAnswerModel],[guestVerificationMachine,guestVerificationModel]];
it('cov', () => {
  for (const [m, model] of all) {
    const t = Date.now();
    const paths = generatePaths({ machine: m, events: model.events, serializeState: model.serializeState, input: model.input });
    const reached = mergeReached(reachedByPath(m, paths, model.input));
    for (const si of model.startInputs ?? []) replayStart(m, si, reached);
    const r = coverage(m, reached);
    console.log(formatCoverage(r), paths.length, Date.now()-t, 'ms', JSON.stringify(r.states.missing), JSON.stringify(r.transitions.missing));
  }
});
