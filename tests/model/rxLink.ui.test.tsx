/**
 * UI walks of the link and new-patient flows (pharmacy-portal.md §2.4, §4 "Link flow", "New-patient flow"): each
 * walks the route's wiring component (src/routes/rx/LinkRoute.tsx `LinkScreen`, src/routes/rx/NewPatientRoute.tsx
 * `NewPatientScreen`: the view, the event each control sends, the address following the chart's page), so a wiring
 * mistake there fails the walk. Every step goes through the control a person would use (radio buttons, fields by
 * label, Next / Continue / Try Again / Add / Remove / Dismiss / Sign in again), found by role or label (a missing
 * control fails the walk), and every settled state asserts the router's address is the chart's page. Outside input,
 * listed in the tables: the services' answers, and the sub-flows ending (identity quiz, prescriber quiz, security
 * questions: each has its own walk in rxIdentitySubflows.ui.test.tsx; here the walk's deferred actors stand in for
 * them, so the route's sub-flow views are replaced by stand-ins given through the same `subflows` /
 * `renderChallenge` props). Myself for a customer linked as themselves is not an event here: Add a Patient does not
 * offer it and the chart refuses it (oracle in rxLink.model.test.ts).
 */
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { linkModel } from '../../machines/rx/link/link.fixtures';
import { linkMachine } from '../../machines/rx/link/link.machine';
import { linkScreen } from '../../machines/rx/link/link.selectors';
import { newPatientModel } from '../../machines/rx/newPatient/newPatient.fixtures';
import { newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import {
  CHALLENGE_CREATE_TEXTS,
  LINK_LABELS,
  LINK_RELATIONSHIPS,
  LINK_TEXTS,
  LOOKUP_TITLES,
  lookupTypeOf,
  NEW_PATIENT_LABELS,
  QUIZ_TEXTS,
} from '../../domain/rx/identity';
import type { LinkSubflows } from '../../ui/rx/identity/LinkView';
import { LinkScreen } from '../../src/routes/rx/LinkRoute';
import { NewPatientScreen } from '../../src/routes/rx/NewPatientRoute';
import { choose, fill, ShownLocation, shownLocation } from './identity-walk';
import {
  type ActorResultEvent,
  type ControlExecutors,
  type OutsideInput,
  outside,
  serverAnswer,
  type UserContext,
  type UiWalkOptions,
  uiWalkTest,
  walkThroughControls,
} from './ui-walk';
import { generatePaths } from './graph';

const PHONE = '1-800-555-0150';
const spaced = (text: string) => text.replace(/\s+/g, ' ');

type Ctx = UserContext<never>;

/** A service's answer (done and error), as outside input. */
const answered = (name: string) => ({
  [`xstate.done.actor.${name}`]: serverAnswer(name),
  [`xstate.error.actor.${name}`]: serverAnswer(name),
});

/** A sub-flow's end (done and error): its own walk drives its controls; here it is outside input. */
function subflowEnds(name: string, what: string) {
  const ends: OutsideInput<never, ActorResultEvent> = outside(
    'another chart',
    `the ${what} sub-flow ended (its own walk: rxIdentitySubflows.ui.test.tsx)`,
    (ctx, e) =>
      e.type.startsWith('xstate.error.') ? ctx.reject(name, e.error) : ctx.resolve(name, e.output),
  );
  return { [`xstate.done.actor.${name}`]: ends, [`xstate.error.actor.${name}`]: ends };
}

const next = (ctx: Ctx) => ctx.user.click(screen.getByRole('button', { name: LINK_LABELS.next }));

async function fillDate(ctx: Ctx, date: { month: string; day: string; year: string }) {
  await fill(ctx.user, LINK_LABELS.month, date.month);
  await fill(ctx.user, LINK_LABELS.day, date.day);
  await fill(ctx.user, LINK_LABELS.year, date.year);
}

async function fillAddress(
  ctx: Ctx,
  a: { address1: string; address2: string; city: string; state: string; zipCode: string },
) {
  await fill(ctx.user, LINK_LABELS.address1, a.address1);
  await fill(ctx.user, LINK_LABELS.address2, a.address2);
  await fill(ctx.user, LINK_LABELS.city, a.city);
  await choose(ctx.user, LINK_LABELS.state, a.state);
  await fill(ctx.user, LINK_LABELS.zipCode, a.zipCode);
}

async function fillPrescription(ctx: Ctx, f: { rxType: string; rxNumber: string; facilityPhone: string }) {
  await choose(ctx.user, LINK_LABELS.prescriptionType, f.rxType);
  await fill(ctx.user, LINK_LABELS.rxNumber, f.rxNumber);
  if (f.rxType === 'RETAIL') await fill(ctx.user, LINK_LABELS.facilityPhone, f.facilityPhone);
}

/** Stand-ins for the route's sub-flow views (`linkSubflows`): the walk's sub-flows are deferred actors, not charts. */
const LINK_SUBFLOWS: LinkSubflows = {
  identityQuiz: () => <p>Identity quiz sub-flow</p>,
  prescriberQuiz: () => <p>Prescriber quiz sub-flow</p>,
  challengeCreate: () => <p>Security questions sub-flow</p>,
};

/** What Sign in again sent to the session (the new-patient walk's stand-in for the app's session chart). */
const sessionSent: Array<{ type: string }> = [];
const session = { send: (event: { type: string }) => void sessionSent.push(event) };

describe('link view: covering paths replayed in the UI', () => {
  uiWalkTest('rxLink: every state and transition through Add a Patient and its steps', {
    machine: linkMachine,
    model: linkModel,
    render: (actor) => (
      <MemoryRouter>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <LinkScreen
                  actor={actor as ActorRefFrom<typeof linkMachine>}
                  supportPhone={PHONE}
                  subflows={LINK_SUBFLOWS}
                />
                <ShownLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    ),
    executors: {
      'link.choose': async (ctx, e) => {
        const label = LINK_RELATIONSHIPS.find((r) => r.type === e.relationship)!.label;
        await ctx.user.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
        if (e.relationship === 'SELF') {
          await ctx.user.click(
            screen.getByRole('radio', {
              name: e.method === 'patient' ? LINK_LABELS.byDetails : LINK_LABELS.byPrescription,
            }),
          );
        }
        await ctx.user.click(screen.getByRole('button', { name: LINK_LABELS.continue }));
      },
      'link.submitPatientLookup': async (ctx, e) => {
        await fill(ctx.user, LINK_LABELS.firstName, e.form.firstName);
        await fill(ctx.user, LINK_LABELS.lastName, e.form.lastName);
        await fillDate(ctx as never, e.form);
        await fillAddress(ctx as never, e.form);
        await fill(ctx.user, LINK_LABELS.phone, e.form.phoneNum);
        await fill(ctx.user, LINK_LABELS.email, e.form.email);
        await next(ctx as never);
      },
      'link.submitPrescriptionLookup': async (ctx, e) => {
        const relationship = ctx.snapshot().context.relationship;
        await fill(
          ctx.user,
          relationship === 'PET' ? LINK_LABELS.petName : LINK_LABELS.firstName,
          e.form.firstName.trim(),
        );
        await fill(
          ctx.user,
          relationship === 'PET' ? LINK_LABELS.petLastName : LINK_LABELS.lastName,
          e.form.lastName,
        );
        // A child's form needs a child's date of birth (§5 child check); the fixture's date is an adult's.
        if (relationship === 'CHILD') await fillDate(ctx as never, { month: '04', day: '02', year: '2015' });
        else if (relationship !== 'PET') await fillDate(ctx as never, e.form);
        if (relationship === 'MANAGED_ADULT' || relationship === 'CAREGIVER')
          await fill(ctx.user, LINK_LABELS.otherAdultEmail, 'other@example.com');
        await fillPrescription(ctx as never, { ...e.form, rxNumber: e.form.rxNumber.trim() });
        await next(ctx as never);
      },
      'link.submitPrescriptionVerify': async (ctx, e) => {
        await fillPrescription(ctx as never, e.form);
        await next(ctx as never);
      },
      'link.submitAccountInformation': async (ctx, e) => {
        await fill(ctx.user, LINK_LABELS.firstName, e.form.firstName);
        await fill(ctx.user, LINK_LABELS.lastName, e.form.lastName);
        await fillDate(ctx as never, e.form);
        await fillAddress(ctx as never, e.form);
        await next(ctx as never);
      },
      'link.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: LINK_LABELS.retry })),
      ...answered('loadLinkStatus'),
      ...answered('matchPatient'),
      ...answered('lookupPrescription'),
      ...answered('verifyPrescription'),
      ...answered('saveAccountHolder'),
      ...answered('linkPatient'),
      ...subflowEnds('identityQuiz', 'identity quiz'),
      ...subflowEnds('prescriberQuiz', 'prescriber quiz'),
      ...subflowEnds('challengeCreate', 'security questions'),
    } satisfies ControlExecutors<typeof linkMachine>,
    assertState: (_ctx, s) => {
      const heading = screen.getByRole('heading', { level: 1 });
      const c = s.context;
      // The route's address follows the chart's page (LinkScreen navigates there).
      expect(shownLocation()).toBe(c.page);
      const on = (name: string) => linkScreen(s).split('.')[0] === name;
      const statuses = () =>
        screen
          .queryAllByRole('status')
          .map((n) => n.textContent ?? '')
          .join(' ');
      if (on('starting')) expect(statuses()).toContain(LINK_LABELS.loading);
      if (on('loadFailed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(LINK_TEXTS.loadFailed);
        expect(screen.getByRole('button', { name: LINK_LABELS.retry })).toBeEnabled();
      }
      if (on('linking') || on('linked') || on('requested')) expect(statuses()).toContain(LINK_LABELS.linking);
      // A running lookup, verification or save: the form waits (its Next is disabled, the spinner shows).
      if (['patientLookup', 'prescriptionLookup', 'prescriptionVerification'].some(on)) {
        expect(screen.getByRole('button', { name: LINK_LABELS.next })).toHaveProperty(
          'disabled',
          s.hasTag('busy'),
        );
      }
      if (on('accountInformation') && s.hasTag('busy')) expect(statuses()).toContain(LINK_LABELS.loading);
      if (on('choosing')) {
        expect(heading).toHaveTextContent(LINK_LABELS.chooseTitle);
        expect(screen.queryByRole('radio', { name: /^Myself/ }) === null).toBe(c.selfLinked);
      }
      if (on('patientLookup')) expect(heading).toHaveTextContent(LOOKUP_TITLES.patient);
      if (on('prescriptionLookup')) {
        expect(heading).toHaveTextContent(LOOKUP_TITLES[lookupTypeOf(c.relationship ?? 'SELF')]);
        expect(screen.getByText(LINK_LABELS.labelNote)).toBeInTheDocument();
      }
      if (on('identityQuiz')) expect(screen.getByText('Identity quiz sub-flow')).toBeInTheDocument();
      if (on('prescriberQuiz')) expect(screen.getByText('Prescriber quiz sub-flow')).toBeInTheDocument();
      if (on('identityFailed'))
        expect(screen.getByRole('alert')).toHaveTextContent(
          c.quizOutcome === 'unavailable' ? QUIZ_TEXTS.unavailable(PHONE) : QUIZ_TEXTS.loadError,
        );
      // The quiz did not verify: the flow ends on /rx/idm/failure (the route follows `page`).
      if (on('notVerified')) {
        expect(statuses()).toContain(LINK_LABELS.loading);
        expect(shownLocation()).toBe('/rx/idm/failure');
      }
      if (on('challengeQuestions')) {
        expect(heading).toHaveTextContent(CHALLENGE_CREATE_TEXTS.finalStepTitle);
        expect(screen.getByText('Security questions sub-flow')).toBeInTheDocument();
      }
      if (on('accountInformation'))
        expect(screen.getByText(LINK_LABELS.accountInformationPrompt)).toBeInTheDocument();
      if (on('prescriptionVerification') && c.notice)
        expect(
          screen
            .getAllByRole('status')
            .map((n) => n.textContent)
            .join(' '),
        ).toContain(c.notice);
      if (on('prescriptionVerification') && c.attemptsLeft !== null)
        expect(screen.getByText(LINK_TEXTS.verifyAttemptsLeft(c.attemptsLeft))).toBeInTheDocument();
      if (c.error && !on('linking') && !s.hasTag('busy'))
        expect(
          screen
            .getAllByRole('alert')
            .map((a) => spaced(a.textContent ?? ''))
            .join(' '),
        ).toContain(spaced(c.error));
      if (on('linkFailed')) expect(screen.getByRole('alert')).toHaveTextContent(LINK_TEXTS.linkFailed);
      // The wizard shows the path's steps once a type is chosen (§2.4).
      if (linkStepShown(on)) expect(screen.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
    },
  });
});

function linkStepShown(on: (name: string) => boolean) {
  return ['patientLookup', 'prescriptionLookup', 'prescriptionVerification', 'accountInformation'].some(on);
}

/** The new-patient walk: NewPatientScreen on the walk's actor, each event through its control. */
const newPatientWalk: UiWalkOptions<typeof newPatientMachine> = {
  machine: newPatientMachine,
  render: (actor) => (
    <MemoryRouter>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NewPatientScreen
                actor={actor as ActorRefFrom<typeof newPatientMachine>}
                session={session}
                renderChallenge={() => <p>Security questions sub-flow</p>}
              />
              <ShownLocation />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  ),
  executors: {
    'newPatient.addPrescription': async (ctx, e) => {
      const p = e.item.prescription;
      await choose(ctx.user, NEW_PATIENT_LABELS.requestType, e.item.type);
      if (e.item.type === 'PAPER') {
        await ctx.user.click(screen.getByRole('checkbox', { name: NEW_PATIENT_LABELS.paperAcknowledge }));
      } else {
        await fill(ctx.user, NEW_PATIENT_LABELS.medName, p.medName ?? '');
        if (e.item.type === 'TRANSFER') await fill(ctx.user, NEW_PATIENT_LABELS.rxNumber, p.rxNumber ?? '');
        await fill(ctx.user, NEW_PATIENT_LABELS.contactName, p.contactName ?? '');
        await fill(ctx.user, NEW_PATIENT_LABELS.contactPhone, p.contactPhone ?? '');
      }
      await ctx.user.click(screen.getByRole('button', { name: NEW_PATIENT_LABELS.addPrescription }));
    },
    'newPatient.removePrescription': (ctx, e) => {
      const item = ctx.snapshot().context.items[e.index];
      return ctx.user.click(
        screen.getByRole('button', {
          name: NEW_PATIENT_LABELS.remove(item.prescription.medName ?? NEW_PATIENT_LABELS.paperItem),
        }),
      );
    },
    'newPatient.submitForm': async (ctx, e) => {
      const [year, month, day] = e.patient.dateOfBirth.split('-') as [string, string, string];
      await fill(ctx.user, LINK_LABELS.firstName, e.patient.firstName);
      await fill(ctx.user, LINK_LABELS.lastName, e.patient.lastName);
      await fillDate(ctx as never, { month, day, year });
      await fill(ctx.user, NEW_PATIENT_LABELS.phone, e.patient.phone);
      await ctx.user.click(screen.getByRole('button', { name: NEW_PATIENT_LABELS.next }));
    },
    // After a 401 the shopper signs in again from the message (it dismisses it and reads the session again);
    // otherwise Dismiss.
    'newPatient.dismissError': async (ctx) => {
      sessionSent.length = 0;
      const signIn = ctx.snapshot().context.signInNeeded;
      await ctx.user.click(
        screen.getByRole('button', {
          name: signIn ? NEW_PATIENT_LABELS.signInAgain : NEW_PATIENT_LABELS.dismiss,
        }),
      );
      // The message is gone (the chart stays on the form, so its state alone would not show a lost event).
      expect(screen.queryByRole('alert')).toBeNull();
      expect(sessionSent).toEqual(signIn ? [{ type: 'session.refresh' }] : []);
    },
    'newPatient.chooseVerification': async (ctx, e) => {
      await ctx.user.click(
        screen.getByRole('radio', {
          name: e.choice === 'new' ? NEW_PATIENT_LABELS.choiceNew : NEW_PATIENT_LABELS.choiceExisting,
        }),
      );
      await ctx.user.click(screen.getByRole('button', { name: NEW_PATIENT_LABELS.continue }));
    },
    'newPatient.submitAccountInformation': async (ctx, e) => {
      await fill(ctx.user, LINK_LABELS.firstName, e.form.firstName);
      await fill(ctx.user, LINK_LABELS.lastName, e.form.lastName);
      await fillDate(ctx as never, e.form);
      await fillAddress(ctx as never, e.form);
      await next(ctx as never);
    },
    'newPatient.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: LINK_LABELS.retry })),
    ...answered('loadStatus'),
    ...answered('saveAccountHolder'),
    ...subflowEnds('challengeCreate', 'security questions'),
    ...answered('submitRequest'),
  } satisfies ControlExecutors<typeof newPatientMachine>,
  assertState: (_ctx, s) => {
    const heading = screen.getByRole('heading', { level: 1 });
    // The route's address follows the chart's page (NewPatientScreen navigates there).
    expect(shownLocation()).toBe(s.context.page);
    if (s.matches('requestForm')) {
      expect(heading).toHaveTextContent(NEW_PATIENT_LABELS.title);
      const listed = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
      for (const item of (s as SnapshotFrom<typeof newPatientMachine>).context.items)
        expect(listed.some((text) => text.includes(NEW_PATIENT_LABELS.requestTypes[item.type]))).toBe(true);
      if (s.context.error) expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
      // After a 401 (§8) the shopper can sign in again from the message.
      expect(screen.queryByRole('button', { name: NEW_PATIENT_LABELS.signInAgain }) !== null).toBe(
        (s as SnapshotFrom<typeof newPatientMachine>).context.signInNeeded,
      );
    }
    if (s.matches('steps.verification')) expect(heading).toHaveTextContent(NEW_PATIENT_LABELS.verifyTitle);
    if (s.matches('steps.accountInformation'))
      expect(heading).toHaveTextContent(LINK_LABELS.accountInformationTitle);
    if (s.matches('steps.challengeQuestions'))
      expect(screen.getByText('Security questions sub-flow')).toBeInTheDocument();
    if (s.matches('summary')) {
      expect(heading).toHaveTextContent(NEW_PATIENT_LABELS.summaryTitle);
      expect(screen.getByText(s.context.requestId ?? '')).toBeInTheDocument();
    }
    if (s.matches('preparing.loadFailed'))
      expect(screen.getByRole('button', { name: LINK_LABELS.retry })).toBeInTheDocument();
    const statuses = () =>
      screen
        .queryAllByRole('status')
        .map((n) => n.textContent ?? '')
        .join(' ');
    // Reading the status, or handing over to the link flow (the route opens Add a Patient).
    if (s.matches('preparing.starting') || s.matches('steps.toLink'))
      expect(statuses()).toContain(LINK_LABELS.loading);
    if (s.matches('submitting')) {
      expect(statuses()).toContain(NEW_PATIENT_LABELS.submitting);
      expect(screen.getByRole('button', { name: NEW_PATIENT_LABELS.next })).toBeDisabled();
    }
    if (s.matches('steps.accountInformation.saving')) expect(statuses()).toContain(LINK_LABELS.loading);
  },
};

/** A 401's message (§8): the request's answer that asks the shopper to sign in again. */
const isLoggedOut = (e: { type: string; error?: unknown }) =>
  e.type === 'xstate.error.actor.submitRequest' && (e.error as { status?: number }).status === 401;

describe('new-patient view: covering paths replayed in the UI', () => {
  uiWalkTest('rxNewPatient: every state and transition through the new patient request pages', {
    ...newPatientWalk,
    model: newPatientModel,
  });

  // The covering set may dismiss the 401's message with Dismiss; this path uses Sign in again (the route's onSignIn).
  it('rxNewPatient: Sign in again after a 401 dismisses the message and reads the session again', async () => {
    const paths = generatePaths({
      machine: newPatientMachine,
      events: newPatientModel.events as never,
      serializeState: newPatientModel.serializeState as never,
    });
    const path = paths.find((p) =>
      p.steps.some(
        (step, i) => isLoggedOut(step.event) && p.steps[i + 1]?.event.type === 'newPatient.dismissError',
      ),
    );
    expect(path, 'a generated path that dismisses a 401').toBeDefined();
    await walkThroughControls(newPatientWalk, path!);
  });
});
