/**
 * The auto-refill chart's covering paths replayed in its views (the main page and the manage page), every step
 * through the control a person would use; actor results settle the deferred calls (outside input: the pharmacy's
 * answers). Each settled state asserts what is on screen.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { autoRefillData, autoRefillModel } from '../../machines/rx/autoRefill/autoRefill.fixtures';
import { autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import { selectAutoRefillView } from '../../machines/rx/autoRefill/autoRefill.selectors';
import { AUTO_REFILL_TEXTS } from '../../src/domain/rx/autoRefill';
import { patientFullName } from '../../src/domain/rx/patients';
import { AutoRefillView } from '../../ui/rx/records/AutoRefillView';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, walkPath } from './ui-walk';
import { coveringPathsOf as coveringPaths } from './graph';

const PHONE = '1-800-555-0150';
let page: 'main' | 'manage' = 'main';
const links = {
  back: { href: '/rx/dashboard', label: 'Back' },
  main: '/rx/auto-refills',
  manage: '/rx/manage/auto-refills',
  guidelines: '/g',
  addPatient: '/rx/link/patient',
};

const drugOf = (rxRecordNumber: string) =>
  autoRefillData.prescriptions.find((rx) => rx.rxRecordNumber === rxRecordNumber)!.drugName;

describe('auto-refill views: covering paths replayed in the UI', () => {
  const paths = coveringPaths(
    autoRefillMachine,
    generatePaths({ machine: autoRefillMachine, ...autoRefillModel } as never) as never,
    autoRefillModel.input,
  );
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description.slice(0, 150)}`, async () => {
      page = 'main';
      const on = async (ctx: { remount: () => void; mounted: () => boolean }, wanted: 'main' | 'manage') => {
        if (page !== wanted) {
          page = wanted;
          ctx.remount();
        }
      };
      await walkPath(
        {
          machine: autoRefillMachine,
          input: autoRefillModel.input,
          reached,
          render: (actor: AnyActorRef) => (
            <MemoryRouter>
              <AutoRefillView actor={actor as never} page={page} links={links} supportPhone={PHONE} />
            </MemoryRouter>
          ),
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
              await ctx.user.selectOptions(
                screen.getByLabelText(AUTO_REFILL_TEXTS.pharmacy),
                e.form.facilityId,
              );
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
            'xstate.done.actor.loadAutoRefill': (ctx, e) => ctx.resolve('loadAutoRefill', e.output),
            'xstate.error.actor.loadAutoRefill': (ctx, e) => ctx.reject('loadAutoRefill', e.error),
            'xstate.done.actor.saveEnrollment': (ctx, e) => ctx.resolve('saveEnrollment', e.output),
            'xstate.error.actor.saveEnrollment': (ctx, e) => ctx.reject('saveEnrollment', e.error),
            'xstate.done.actor.updatePrescription': (ctx, e) => ctx.resolve('updatePrescription', e.output),
            'xstate.error.actor.updatePrescription': (ctx, e) => ctx.reject('updatePrescription', e.error),
            'xstate.done.actor.updatePrescriptions': (ctx, e) => ctx.resolve('updatePrescriptions', e.output),
            'xstate.error.actor.updatePrescriptions': (ctx, e) => ctx.reject('updatePrescriptions', e.error),
            'xstate.done.actor.saveReminder': (ctx, e) => ctx.resolve('saveReminder', e.output),
            'xstate.error.actor.saveReminder': (ctx, e) => ctx.reject('saveReminder', e.error),
            'xstate.done.actor.deleteReminder': (ctx, e) => ctx.resolve('deleteReminder', e.output),
            'xstate.error.actor.deleteReminder': (ctx, e) => ctx.reject('deleteReminder', e.error),
          } satisfies Executors<typeof autoRefillMachine>,
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
              expect(
                screen.getByRole('heading', { name: AUTO_REFILL_TEXTS.prescriptions }),
              ).toBeInTheDocument();
              for (const rx of view.prescriptions) {
                const toggle = screen.getByRole('switch', {
                  name: AUTO_REFILL_TEXTS.prescriptionToggle(rx.drugName),
                });
                if (rx.rxEnrolledAutoRefill) expect(toggle).toBeChecked();
                else expect(toggle).not.toBeChecked();
              }
            }
          },
        },
        path,
      );
    });
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(autoRefillMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
