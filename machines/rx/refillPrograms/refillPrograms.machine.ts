/** Refill settings and programs (pharmacy-portal.md §2.1 /rx/refill-settings, §3 "Marketing / program enrolment",
 *  §4 "Marketing programs": status loading then loaded; enrolment updates the matching program by externalCode).
 *  idle → loading → loaded | failed; loaded → updating → loaded (the program with the same externalCode takes the
 *  answer; a failure keeps the old status and says so). A PENDING enrolment waits for the pharmacy: no choice.
 *  Side effects: loadPrograms (GET /patient-programs + GET /patient-program-enrollments with the patient-number
 *  header), saveEnrollment (PUT /patient-program-enrollments); notify (a toast, provided by src/). */
import { assertEvent, assign, setup } from 'xstate';
import type {
  PatientProgram,
  ProgramEnrollment,
  ProgramEnrollmentUpdate,
} from '../../../api/contracts/rx-auto-refill';
import { canChoose, isEnrolledStatus, joinStatus, PROGRAM_TEXTS } from '../../../domain/rx/programs';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';

export interface ProgramsData {
  programs: PatientProgram[];
  enrollments: ProgramEnrollment[];
}
export interface RefillProgramsContext extends ProgramsData {
  patientNumber: string | null;
  error: string | null;
}
export type RefillProgramsEvent =
  | { type: 'programs.load'; patientNumber: string }
  | { type: 'programs.choose'; externalCode: string; join: boolean }
  | { type: 'programs.retry' };

const enrollmentOf = (c: RefillProgramsContext, code: string) =>
  c.enrollments.find((e) => e.externalCode === code);

export const refillProgramsMachine = setup({
  types: { context: {} as RefillProgramsContext, events: {} as RefillProgramsEvent, tags: {} as 'busy' },
  actors: {
    loadPrograms: notProvided<ProgramsData, { patientNumber: string }>('loadPrograms'),
    saveEnrollment: notProvided<ProgramEnrollment, { patientNumber: string; body: ProgramEnrollmentUpdate }>(
      'saveEnrollment',
    ),
  },
  actions: {
    notify: (_, _params: { toast: Toast }) => {},
    setPatient: assign(({ event }) => {
      assertEvent(event, 'programs.load');
      return { patientNumber: event.patientNumber, error: null };
    }),
    keepPrograms: assign((_, params: { data: ProgramsData }) => ({ ...params.data, error: null })),
    replaceEnrollment: assign(({ context }, params: { enrollment: ProgramEnrollment }) => ({
      enrollments: context.enrollments.map((e) =>
        e.externalCode === params.enrollment.externalCode ? params.enrollment : e,
      ),
      error: null,
    })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    isOtherPatient: ({ context, event }) =>
      event.type === 'programs.load' && event.patientNumber !== context.patientNumber,
    canChooseProgram: ({ context, event }) => {
      assertEvent(event, 'programs.choose');
      const current = enrollmentOf(context, event.externalCode);
      // Join only what the patient is not in; leave only what they are in; PENDING waits for the pharmacy.
      return (
        current !== undefined &&
        canChoose(current.enrollmentStatus) &&
        event.join !== isEnrolledStatus(current.enrollmentStatus)
      );
    },
  },
}).createMachine({
  id: 'rxRefillPrograms',
  initial: 'idle',
  context: { patientNumber: null, programs: [], enrollments: [], error: null },
  states: {
    idle: { on: { 'programs.load': { target: 'loading', actions: 'setPatient' } } },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPrograms',
        src: 'loadPrograms',
        input: ({ context }) => ({ patientNumber: context.patientNumber ?? '' }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepPrograms', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: { message: PROGRAM_TEXTS.loadError } },
        },
      },
    },
    loaded: {
      on: {
        'programs.load': { guard: 'isOtherPatient', target: 'loading', actions: 'setPatient' },
        'programs.choose': { guard: 'canChooseProgram', target: 'updating' },
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'saveEnrollment',
        src: 'saveEnrollment',
        input: ({ context, event }) => {
          assertEvent(event, 'programs.choose');
          const current = enrollmentOf(context, event.externalCode)!;
          return {
            patientNumber: context.patientNumber ?? '',
            body: {
              programName: current.programName,
              enrollmentStatus: event.join ? joinStatus(current.enrollmentStatus) : 'DECLINED',
              externalCode: event.externalCode,
            },
          };
        },
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'replaceEnrollment', params: ({ event }) => ({ enrollment: event.output }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                toast: {
                  heading: event.output.programName,
                  text: PROGRAM_TEXTS.updated(event.output.programName),
                  tone: 'success',
                },
              }),
            },
          ],
        },
        onError: {
          target: 'loaded',
          actions: { type: 'setError', params: { message: PROGRAM_TEXTS.updateError } },
        },
      },
    },
    failed: {
      on: {
        'programs.retry': 'loading',
        'programs.load': { target: 'loading', actions: 'setPatient' },
      },
    },
  },
});
