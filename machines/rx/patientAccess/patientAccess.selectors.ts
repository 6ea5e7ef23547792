/** What views read of the patient-access chart: each section's entries with the actions the chart takes on them. */
import type { SnapshotFrom } from 'xstate';
import type { Relationship, RelationshipsResponse } from '../../../api/contracts/rx-patient-access';
import { type AccessAction, type AccessSection, minExpiryDate } from '../../../domain/rx/patientAccess';
import type { AccessTarget, patientAccessMachine } from './patientAccess.machine';

export type PatientAccessSnapshot = SnapshotFrom<typeof patientAccessMachine>;

export const ACCESS_SECTIONS: readonly AccessSection[] = [
  'pendingRequests',
  'caregivers',
  'managedAdults',
  'children',
  'pets',
];

const ORDER: readonly AccessAction[] = ['grant', 'decline', 'setExpiry', 'remove', 'cancel'];

export interface AccessEntryView {
  entry: Relationship;
  /** The actions the chart takes on this entry now (empty while busy or choosing a date). */
  actions: AccessAction[];
}

export interface PatientAccessView {
  loading: boolean;
  /** The access was read at least once (a reload keeps showing it). */
  loaded: boolean;
  failed: boolean;
  busy: boolean;
  choosing: boolean;
  primaryPatient: RelationshipsResponse['primaryPatient'];
  caregiverWithoutSelf: boolean;
  sections: Record<AccessSection, AccessEntryView[]>;
  target: AccessTarget | null;
  action: AccessAction | null;
  expiryError: string | null;
  minExpiry: string;
}

export function selectPatientAccessView(s: PatientAccessSnapshot): PatientAccessView {
  const data = s.context.data;
  const lists: Record<AccessSection, Relationship[]> = data
    ? { pendingRequests: data.pendingRequests, ...data.relationships }
    : { pendingRequests: [], caregivers: [], managedAdults: [], children: [], pets: [] };
  const sections = Object.fromEntries(
    ACCESS_SECTIONS.map((section) => [
      section,
      lists[section].map((entry) => ({
        entry,
        actions: ORDER.filter((a) =>
          s.can({
            type: 'access.choose',
            action: a,
            patientNumber: entry.patientNumber,
            customerId: entry.customerId,
          }),
        ),
      })),
    ]),
  ) as Record<AccessSection, AccessEntryView[]>;
  return {
    loading: s.matches('loading'),
    loaded: data !== null,
    failed: s.matches('failed'),
    busy: s.hasTag('busy'),
    choosing: s.matches('choosingDate'),
    primaryPatient: data?.primaryPatient ?? null,
    caregiverWithoutSelf: data?.caregiverWithoutSelf ?? false,
    sections,
    target: s.context.target,
    action: s.context.action,
    expiryError: s.context.expiryError,
    minExpiry: minExpiryDate(s.context.today),
  };
}
