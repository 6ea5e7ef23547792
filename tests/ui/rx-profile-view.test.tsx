/**
 * The profile and access pages as a shopper sees them (issue 12 part 1), rendered with the pharmacy services and a
 * fake pharmacy API: phones with §3's fallbacks, the patient picker, the loyalty card only where the banner has it,
 * the account page's links, the SMS warning, the caregiver-without-self note and the dashboard's notifications.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Patient } from '../../api/contracts/rx';
import type { RelationshipsResponse } from '../../api/contracts/rx-patient-access';
import type { RxNotification } from '../../api/contracts/rx-profile';
import { JORDAN_SETTINGS } from '../../machines/rx/commPrefs/commPrefs.fixtures';
import { ONE_ADDRESS } from '../../machines/rx/addresses/addresses.fixtures';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import type { RxApi } from '../../src/rx/api';
import { createRxServices } from '../../src/rx/services';
import AccountUpdateRoute from '../../src/routes/rx/AccountUpdateRoute';
import CommPrefsRoute from '../../src/routes/rx/CommPrefsRoute';
import { DASHBOARD_SLOTS } from '../../src/routes/rx/dashboardSlots';
import PatientAccessRoute from '../../src/routes/rx/PatientAccessRoute';
import PatientProfileRoute from '../../src/routes/rx/PatientProfileRoute';
import { ServicesProvider } from '../../ui/app/services';
import { RxServicesProvider } from '../../ui/rx/services';
import { testServices } from './support';

const jordan = fixturePatients.find((p) => p.firstName === 'Jordan')!;
const patients: Patient[] = [
  {
    ...jordan,
    loyaltyCardNumber: '4800012345678',
    homePhone: { phoneId: 'H', countryCode: 'USA', areaCode: '513', phoneNumber: '55501' },
    emailAddress: { email: 'shopper@example.com', emailId: 'E' },
  },
  ...fixturePatients.filter((p) => p.firstName !== 'Jordan'),
];

function renderPage(
  page: ReactElement,
  options: {
    banner?: string;
    relationships?: RelationshipsResponse;
    notifications?: RxNotification[];
    settings?: typeof JORDAN_SETTINGS;
    /** The patients' answers in turn (a rejection is a failed load); the last one repeats. */
    patientAnswers?: Array<Patient[] | Error>;
  } = {},
) {
  const app = testServices({ banner: { slug: options.banner ?? 'freshway' } });
  const calls: string[] = [];
  const api = {
    rx: {
      fetchPatientProfiles: async () => {
        const answers = options.patientAnswers ?? [patients];
        const next = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (next instanceof Error) throw next;
        return next;
      },
    },
    rxSecurity: {},
    rxProfile: {
      fetchAddresses: async (n: string) => {
        calls.push(`addresses ${n}`);
        return ONE_ADDRESS;
      },
      fetchNotificationSettings: async () => options.settings ?? JORDAN_SETTINGS,
      fetchNotifications: async (n: string, hasChild: boolean) => {
        calls.push(`notifications ${n} ${hasChild}`);
        return options.notifications ?? [];
      },
      fetchRelationships: async () => options.relationships,
    },
  } as unknown as RxApi;
  const rx = createRxServices(app, async () => api);
  const { unmount } = render(
    <ServicesProvider value={app}>
      <RxServicesProvider value={rx}>
        <MemoryRouter>{page}</MemoryRouter>
      </RxServicesProvider>
    </ServicesProvider>,
  );
  return { calls, rx, unmount };
}

describe('/rx/patient-profile', () => {
  it("shows the active patient's phones ('--' for a short one), email, loyalty card and addresses", async () => {
    const { calls } = renderPage(<PatientProfileRoute />);
    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('Home Phone--');
    expect(contact).toHaveTextContent('Mobile Phone(513) 555-0142');
    expect(contact).toHaveTextContent('shopper@example.com');
    expect(screen.getByRole('region', { name: 'Loyalty Card' })).toHaveTextContent('4800012345678');
    expect(await screen.findByText('4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227')).toBeInTheDocument();
    expect(calls).toEqual(['addresses 100234567']);
    expect(screen.getByRole('link', { name: 'Communication Preferences' })).toHaveAttribute(
      'href',
      '/rx/comm-prefs',
    );
  });

  it("chooses another patient in 'Viewing Patient': 'No number on file' where there is none", async () => {
    const { calls } = renderPage(<PatientProfileRoute />);
    await screen.findByRole('region', { name: 'Contact Information' });
    await userEvent.selectOptions(screen.getByLabelText('Viewing Patient'), 'Biscuit Whitfield');
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('Home PhoneNo number on file');
    expect(contact).toHaveTextContent('Mobile PhoneNo number on file');
    expect(contact).toHaveTextContent('No email on file');
    await waitFor(() => expect(calls).toContain('addresses 100234569'));
  });

  it.each([
    ['/rx/patient-profile', PatientProfileRoute],
    ['/rx/comm-prefs', CommPrefsRoute],
  ])(
    '%s: a failed patients load says so with Try Again (never "no patients yet"); Try Again loads them',
    async (_path, Route) => {
      renderPage(<Route />, { patientAnswers: [new Error('HTTP 503'), patients] });
      const alert = await screen.findByText('Your patients could not be loaded.');
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByText('There are no patients on your account yet.')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByLabelText('Viewing Patient')).toBeInTheDocument();
      expect(screen.queryByText('Your patients could not be loaded.')).toBeNull();
    },
  );

  it('offers no loyalty card on a banner without the loyalty-card capability', async () => {
    renderPage(<PatientProfileRoute />, { banner: 'copperleaf' });
    await screen.findByRole('region', { name: 'Contact Information' });
    expect(screen.queryByRole('region', { name: 'Loyalty Card' })).toBeNull();
  });
});

describe('/rx/account/update', () => {
  it('links to the account pages that exist', () => {
    renderPage(<AccountUpdateRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal Information' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/account/forgot-password?redirectUrl=%2Frx%2Faccount%2Fupdate',
    );
    expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/account/delete');
    expect(screen.getByRole('link', { name: 'Patient Profile' })).toHaveAttribute(
      'href',
      '/rx/patient-profile',
    );
  });
});

describe('/rx/comm-prefs', () => {
  it('warns on the selected SMS types while text messages are off', async () => {
    renderPage(<CommPrefsRoute />);
    const text = await screen.findByRole('checkbox', { name: 'Text messages' });
    expect(screen.queryByText('Text messages are off: turn on Text messages to get these.')).toBeNull();
    await userEvent.click(text);
    // Two types are selected by default: ready for pickup and order updates.
    expect(screen.getAllByText('Text messages are off: turn on Text messages to get these.')).toHaveLength(2);
    expect(
      screen.getByRole('checkbox', { name: 'A prescription is ready for pickup' }),
    ).toHaveAccessibleDescription('Text messages are off: turn on Text messages to get these.');
  });
});

describe('/rx/patient-access', () => {
  it('a caregiver without a patient of her own sees the special note and the way to add herself', async () => {
    renderPage(<PatientAccessRoute />, {
      relationships: {
        primaryPatient: null,
        pendingRequests: [],
        relationships: {
          caregivers: [],
          managedAdults: [
            {
              accessExpiryDate: null,
              accessGrantedDate: null,
              accessRequestedDate: '2026-04-29',
              customerId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31',
              name: 'Jordan Lee Whitfield',
              patientNumber: '100234567',
              requestStatus: 'PENDING',
              requestType: 'MANAGE',
            },
          ],
          children: [],
          pets: [],
        },
        caregiverWithoutSelf: true,
      },
    });
    const primary = await screen.findByRole('region', { name: 'Primary Patient' });
    expect(primary).toHaveTextContent('You have no patient record of your own on this account.');
    expect(primary).toHaveTextContent(
      'You manage prescriptions for other adults. To manage your own prescriptions too, add yourself as a patient.',
    );
    expect(within(primary).getByRole('link', { name: 'Add Yourself as a Patient' })).toHaveAttribute(
      'href',
      '/rx/link/patient',
    );
    const managed = screen.getByRole('region', { name: 'Adults You Manage' });
    expect(within(managed).getByRole('button', { name: 'Cancel: Jordan Lee Whitfield' })).toBeEnabled();
    expect(managed).toHaveTextContent('Requested04/29/2026');
  });
});

describe("/rx/patient-access: a request to link someone else's child", () => {
  it('the owner sees whose request and for which child, with Grant and Decline; the requester sees it waiting, with Cancel', async () => {
    const request = {
      accessExpiryDate: null,
      accessGrantedDate: null,
      accessRequestedDate: '2026-04-29',
      customerId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02',
      name: 'Priya Raman',
      patientNumber: '100234568',
      requestStatus: 'PENDING' as const,
      requestType: 'MANAGE' as const,
    };
    const owner = renderPage(<PatientAccessRoute />, {
      relationships: {
        primaryPatient: { patientNumber: '100234567', name: 'Jordan Lee Whitfield' },
        pendingRequests: [{ ...request, patientName: 'Avery Whitfield' }],
        relationships: { caregivers: [], managedAdults: [], children: [], pets: [] },
        caregiverWithoutSelf: false,
      },
    });
    const waiting = await screen.findByRole('region', { name: 'Requests Waiting for You' });
    expect(waiting).toHaveTextContent('Priya Raman');
    expect(waiting).toHaveTextContent('PatientAvery Whitfield');
    expect(within(waiting).getByRole('button', { name: 'Grant Access: Priya Raman' })).toBeEnabled();
    expect(within(waiting).getByRole('button', { name: 'Decline: Priya Raman' })).toBeEnabled();
    owner.unmount();

    renderPage(<PatientAccessRoute />, {
      relationships: {
        primaryPatient: { patientNumber: '100345678', name: 'Priya Raman' },
        pendingRequests: [],
        relationships: {
          caregivers: [],
          managedAdults: [],
          children: [{ ...request, name: 'Avery Whitfield' }],
          pets: [],
        },
        caregiverWithoutSelf: false,
      },
    });
    const children = await screen.findByRole('region', { name: 'Children' });
    expect(children).toHaveTextContent('Avery Whitfield');
    expect(children).toHaveTextContent('StatusPending');
    expect(within(children).getByRole('button', { name: 'Cancel: Avery Whitfield' })).toBeEnabled();
  });
});

describe('/rx/dashboard', () => {
  it("shows a patient's notifications in the dashboard's notifications slot, asking with hasChild when a child is on the account", async () => {
    const Slot = () => DASHBOARD_SLOTS.notifications!(patients[0]!);
    const { calls, rx } = renderPage(<Slot />);
    rx.patients.send({ type: 'patients.load' });
    const panel = await screen.findByRole('region', { name: 'Patient Notifications' });
    await waitFor(() =>
      expect(panel).toHaveTextContent('There are currently no notifications for this patient.'),
    );
    expect(calls).toEqual(['notifications 100234567 true']);
  });
});
