/** Graph fixtures of the refill programs chart: HCSS (the 90-day supply, NEVER_ASKED) and a PENDING program. */
import type { ApiError } from '../../../api/contracts/common';
import type { ProgramsData } from './refillPrograms.machine';

export const programsData: ProgramsData = {
  programs: [
    { programName: '90-Day Supply', externalCode: 'HCSS', description: 'A 90-day supply at each refill.' },
    { programName: 'Medication Sync', externalCode: 'MEDSYNC', description: 'Refills on one pickup day.' },
  ],
  enrollments: [
    { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus: 'NEVER_ASKED' },
    { programName: 'Medication Sync', externalCode: 'MEDSYNC', enrollmentStatus: 'PENDING' },
  ],
};
const failure: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/patient-programs',
  status: 500,
  message: 'x',
};

export const refillProgramsEvents = [
  { type: 'programs.load', patientNumber: '100234567' },
  { type: 'programs.load', patientNumber: '100234568' },
  { type: 'programs.choose', externalCode: 'HCSS', join: true },
  { type: 'programs.choose', externalCode: 'MEDSYNC', join: false },
  { type: 'programs.retry' },
  { type: 'xstate.done.actor.loadPrograms', output: programsData },
  { type: 'xstate.error.actor.loadPrograms', error: failure },
  {
    type: 'xstate.done.actor.saveEnrollment',
    output: { programName: '90-Day Supply', externalCode: 'HCSS', enrollmentStatus: 'ENROLLED' },
  },
  { type: 'xstate.error.actor.saveEnrollment', error: failure },
] as const;

export const serializeRefillProgramsState = (s: {
  value: unknown;
  context: {
    patientNumber: string | null;
    enrollments: { enrollmentStatus: string }[];
    error: string | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.patientNumber,
    s.context.enrollments.map((e) => e.enrollmentStatus),
    s.context.error !== null,
  ]);

export const refillProgramsModel = {
  events: refillProgramsEvents,
  serializeState: serializeRefillProgramsState,
};
