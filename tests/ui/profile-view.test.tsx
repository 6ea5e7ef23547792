import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../api/contracts/common';
import type { RawProfile } from '../../api/contracts/profile';
import { PROFILE_LABELS, PROFILE_MESSAGES } from '../../src/domain/account/profile';
import { ProfileView } from '../../ui/account/ProfileView';
import { fullProfile, sparseProfile } from '../fixtures/profiles';
import { testServices, withServices } from './support';

describe('ProfileView', () => {
  it('renders the mapped profile', async () => {
    render(withServices(testServices({ fetchProfile: async () => fullProfile }), <ProfileView />));
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('dana.w@example.com')).toBeInTheDocument();
    expect(screen.getByText(`${PROFILE_LABELS.confirmedOn} 03/16/2019`)).toBeInTheDocument();
    expect(screen.getByText('513.555.0199')).toBeInTheDocument();
    expect(screen.getByText('(513) 555-0148')).toBeInTheDocument();
    expect(screen.getByText('03/14/2019')).toBeInTheDocument();
    expect(screen.getByText(/1014 Vine St/)).toBeInTheDocument();
    expect(screen.getByText(/freshway: store 00412, division 014/)).toBeInTheDocument();
  });

  it("says 'Not provided' for missing phones and address, and 'Not confirmed' without a verified email", async () => {
    render(withServices(testServices({ fetchProfile: async () => sparseProfile }), <ProfileView />));
    expect(await screen.findByText('Sam Okafor')).toBeInTheDocument();
    expect(screen.getAllByText(PROFILE_LABELS.notProvided).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(PROFILE_LABELS.notConfirmed)).toBeInTheDocument();
  });

  it('shows an error state with Retry for a response that breaks the contract, never a blank page', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchProfile = async (): Promise<RawProfile> => {
      calls += 1;
      if (calls === 1)
        throw apiError({
          kind: 'contract',
          endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
          status: 200,
          message: 'mismatch',
        });
      return fullProfile;
    };
    render(withServices(testServices({ fetchProfile }), <ProfileView />));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.customerFacing);
    await user.click(screen.getByRole('button', { name: PROFILE_LABELS.retry }));
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the network message when the network fails', async () => {
    render(
      withServices(
        testServices({
          fetchProfile: async () => {
            throw apiError({ kind: 'network', endpoint: 'GET /p', status: 0, message: 'Network Error' });
          },
        }),
        <ProfileView />,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.networkConnection);
  });
});
