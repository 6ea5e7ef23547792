// @vitest-environment node
/**
 * The records charts of issue 12 part 2 (refill programs, history and expense reports, receipts, prescription
 * details, monograph, vaccine record): per chart ONE coverage test over the generated paths. Their oracle tables,
 * whose expected values are literals copied from the spec (§4, §5, §8, §9) or, where the spec leaves a value open,
 * from docs/choices.md, are rxRefillPrograms.oracle.test.ts, rxHistory.oracle.test.ts, rxReceipts.oracle.test.ts,
 * rxPrescriptionDetail.oracle.test.ts, rxMonograph.oracle.test.ts and rxVaccineRecord.oracle.test.ts (the mutation
 * run's tests include the oracle files and leave these replays out).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { historyModel } from '../../machines/rx/history/history.fixtures';
import { historyMachine } from '../../machines/rx/history/history.machine';
import { monographModel } from '../../machines/rx/monograph/monograph.fixtures';
import { monographMachine } from '../../machines/rx/monograph/monograph.machine';
import { prescriptionDetailModel } from '../../machines/rx/prescriptionDetail/prescriptionDetail.fixtures';
import { prescriptionDetailMachine } from '../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import { receiptsModel } from '../../machines/rx/receipts/receipts.fixtures';
import { receiptsMachine } from '../../machines/rx/receipts/receipts.machine';
import { refillProgramsModel } from '../../machines/rx/refillPrograms/refillPrograms.fixtures';
import { refillProgramsMachine } from '../../machines/rx/refillPrograms/refillPrograms.machine';
import { vaccineRecordModel } from '../../machines/rx/vaccineRecord/vaccineRecord.fixtures';
import { vaccineRecordMachine } from '../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe.each([
  ['rxRefillPrograms', refillProgramsMachine, refillProgramsModel],
  ['rxPrescriptionHistory', historyMachine, historyModel],
  ['rxReceipts', receiptsMachine, receiptsModel],
  ['rxPrescriptionDetail', prescriptionDetailMachine, prescriptionDetailModel],
  ['rxMonograph', monographMachine, monographModel],
  ['rxVaccineRecord', vaccineRecordMachine, vaccineRecordModel],
] as [string, AnyStateMachine, { events: unknown; serializeState?: unknown; input?: unknown }][])(
  '%s chart: generated paths',
  (_id, machine, model) => {
    it('replays every generated path and reaches every state and transition', () => {
      const paths = generatePaths({
        machine,
        events: model.events as never,
        ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
        ...(model.input ? { input: model.input as never } : {}),
      });
      const report = coverage(machine, mergeReached(reachedByPath(machine, paths, model.input as never)));
      console.log(formatCoverage(report), `(${paths.length} paths)`);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
    });
  },
);
