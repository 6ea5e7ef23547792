/**
 * The auto-refill chart's covering paths walked in its views (the main page and the manage page), every step
 * through the control a person would use; actor results settle the deferred calls (outside input: the pharmacy's
 * answers). Each settled state asserts what is on screen.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { autoRefillData, autoRefillModel } from '../../machines/rx/autoRefill/autoRefill.fixtures';
import { autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import { selectAutoRefillView } from '../../machines/rx/autoRefill/autoRefill.selectors';
import { AUTO_REFILL_TEXTS } from '../../domain/rx/autoRefill';
import { patientFullName } from '../../domain/rx/patients';
import { AutoRefillView } from '../../ui/rx/records/AutoRefillView';
import { type ControlExecutors, serverAnswer, type UserContext, uiWalkTest } from './ui-walk';

const PHONE = '1-800-555-0150';
/** The page the person has open: a walk starts on the main page; a step on the other page opens it. */
let page: 'main' | 'manage' = 'main';
let switching = false;
async function on(ctx: UserContext<typeof autoRefillMachine>, wanted: 'main' | 'manage') {
  if (page !== wanted) {
    page = wanted;
    switching = true;
    ctx.remount();
  }
}
const links = {
  back: { href: '/rx/dashboard', label: 'Back' },
  main: '/rx/auto-refills',
  manage: '/rx/manage/auto-refills',
  guidelines: '/g',
  addPatient: '/rx/link/patient',
};

const drugOf = (rxRecordNumber: string) =>
  autoRefillData.prescriptions.find((rx) => rx.rxRecordNumber === rxRecordNumber)!.drugName;

describe('auto-refill views: walked along the auto-refill chart', () => {
  uiWalkTest('rxAutoRefill: every state and transition through the main and the manage page', {
    machine: autoRefillMachine,
    model: autoRefillModel,
    render: (actor: AnyActorRef) => {
      // A new walk mounts the main page; a switch remounts the page the step asked for.
      if (!switching) page = 'main';
      switching = false;
      return (
        <MemoryRouter>
          <AutoRefillView actor={actor as never} page={page} links={links} supportPhone={PHONE} />
        </MemoryRouter>
      );
    },
    executors: {
      'autoRefill.selectPatient': (ctx, e) =>
        ctx.user.selectOptions(screen.getByLabelText('Patient'), e.patientNumber),
      'autoRefill.openEnroll': async (ctx) => {
        await on(ctx, 'main');
        await ctx.user.click(
          screen.getByRole('button', {
            name: /^(Enroll in Auto Refill|Renew Enrollment|Change Pharmacy)$/,
          }),
        );
      },
      'autoRefill.cancel': async (ctx) => {
        await on(ctx, 'main');
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.cancel }));
      },
      'autoRefill.submitEnroll': async (ctx, e) => {
        await on(ctx, 'main');
        await ctx.user.selectOptions(screen.getByLabelText(AUTO_REFILL_TEXTS.pharmacy), e.form.facilityId);
        if (e.form.consent) await ctx.user.click(screen.getByRole('checkbox', { name: /^I consent/ }));
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.save }));
      },
      'autoRefill.unenroll': async (ctx) => {
        await on(ctx, 'main');
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.unenroll }));
      },
      'autoRefill.confirmUnenroll': async (ctx) => {
        await on(ctx, 'main');
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.confirmUnenroll }));
      },
      'autoRefill.toggle': async (ctx, e) => {
        await on(ctx, 'manage');
        await ctx.user.click(
          screen.getByRole('switch', {
            name: AUTO_REFILL_TEXTS.prescriptionToggle(drugOf(e.rxRecordNumber)),
          }),
        );
      },
      'autoRefill.pause': async (ctx) => {
        await on(ctx, 'manage');
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.pause }));
      },
      'autoRefill.enrollAll': async (ctx) => {
        await on(ctx, 'manage');
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.enrollAll }));
      },
      'autoRefill.dismissReminder': async (ctx) => {
        await on(ctx, 'main');
        await ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.dismissReminder }));
      },
      'autoRefill.retry': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: AUTO_REFILL_TEXTS.tryAgain })),
      // Outside input: the pharmacy's answers.
      'xstate.done.actor.loadAutoRefill': serverAnswer('loadAutoRefill'),
      'xstate.error.actor.loadAutoRefill': serverAnswer('loadAutoRefill'),
      'xstate.done.actor.saveEnrollment': serverAnswer('saveEnrollment'),
      'xstate.error.actor.saveEnrollment': serverAnswer('saveEnrollment'),
      'xstate.done.actor.updatePrescription': serverAnswer('updatePrescription'),
      'xstate.error.actor.updatePrescription': serverAnswer('updatePrescription'),
      'xstate.done.actor.updatePrescriptions': serverAnswer('updatePrescriptions'),
      'xstate.error.actor.updatePrescriptions': serverAnswer('updatePrescriptions'),
      'xstate.done.actor.saveReminder': serverAnswer('saveReminder'),
      'xstate.error.actor.saveReminder': serverAnswer('saveReminder'),
      'xstate.done.actor.deleteReminder': serverAnswer('deleteReminder'),
      'xstate.error.actor.deleteReminder': serverAnswer('deleteReminder'),
    } satisfies ControlExecutors<typeof autoRefillMachine>,
    assertState: (_ctx, snapshot) => {
      const view = selectAutoRefillView(snapshot as never);
      if (view.loading) {
        expect(screen.getByRole('status')).toHaveTextContent(AUTO_REFILL_TEXTS.loading);
        return;
      }
      if (view.failed) {
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent(AUTO_REFILL_TEXTS.loadError);
        expect(within(alert).getByRole('button', { name: AUTO_REFILL_TEXTS.tryAgain })).toBeEnabled();
        return;
      }
      if (view.error) {
        expect(screen.getByRole('alert')).toHaveTextContent(
          view.tooManyRetries ? AUTO_REFILL_TEXTS.callPharmacy(PHONE) : view.error,
        );
      } else {
        expect(screen.queryByRole('alert')).toBeNull();
      }
      if (view.saving) expect(screen.getAllByText(AUTO_REFILL_TEXTS.saving).length).toBeGreaterThan(0);
      if (page === 'main') {
        const name = patientFullName(view.patient!);
        const status = view.patient!.isAutoRefillFlag
          ? AUTO_REFILL_TEXTS.enrolled
          : AUTO_REFILL_TEXTS.notEnrolled;
        expect(screen.getByRole('heading', { name: `${name}: ${status}` })).toBeInTheDocument();
        if (view.enrolling)
          expect(screen.getByRole('form', { name: AUTO_REFILL_TEXTS.enroll })).toBeInTheDocument();
        if (view.confirming)
          expect(screen.getByText(AUTO_REFILL_TEXTS.confirmUnenrollQuestion)).toBeInTheDocument();
        if (view.reminder) expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
      } else {
        expect(screen.getByRole('heading', { name: AUTO_REFILL_TEXTS.prescriptions })).toBeInTheDocument();
        for (const rx of view.prescriptions) {
          const toggle = screen.getByRole('switch', {
            name: AUTO_REFILL_TEXTS.prescriptionToggle(rx.drugName),
          });
          if (rx.rxEnrolledAutoRefill) expect(toggle).toBeChecked();
          else expect(toggle).not.toBeChecked();
        }
      }
    },
  });
});
