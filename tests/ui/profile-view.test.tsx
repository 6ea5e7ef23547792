import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../api/contracts/common';
import type { RawProfile } from '../../api/contracts/profile';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { getBanner } from '../../domain/banners/registry';
import {
  type BannerSpecificDetail,
  PROFILE_LABELS,
  PROFILE_MESSAGES,
  preferredStoreFacilityId,
} from '../../domain/account/profile';
import { PreferredStoreView } from '../../ui/account/PreferredStoreView';
import { ProfileView } from '../../ui/account/ProfileView';
import { fullProfile, sparseProfile } from '../fixtures/profiles';
import { testServices, withServices } from './support';

const directoryAsked: string[] = [];
/** The directory's answer for the Oakley store (as the sandbox's directory has it). */
const oakley = async (facilityId: string): Promise<Facility | null> => {
  directoryAsked.push(facilityId);
  return facilityId === '01400412'
    ? ({
        facilityId: '01400412',
        vanityName: 'FreshWay Pharmacy Oakley',
        address: { address1: '3060 Madison Rd', city: 'Cincinnati', state: 'OH', zipCode: '45209' },
      } as Facility)
    : null;
};

/** A preferred store shown as the route shows it: the store chart with a stand-in directory. */
function storeFrom(answer: (facilityId: string) => Promise<Facility | null>) {
  function Store({ detail }: { detail: BannerSpecificDetail }) {
    const title = getBanner(detail.banner)?.title ?? detail.banner;
    const id = preferredStoreFacilityId(detail);
    if (!id) return <PreferredStoreView bannerTitle={title} storeNumber={null} actor={null} />;
    return <Listed detail={detail} title={title} facilityId={id} />;
  }
  function Listed({
    detail,
    title,
    facilityId,
  }: {
    detail: BannerSpecificDetail;
    title: string;
    facilityId: string;
  }) {
    const actor = useActorRef(
      storeDetailsMachine.provide({
        actors: {
          loadStore: fromPromise(async ({ input }) => answer((input as { facilityId: string }).facilityId)),
        },
      }),
      { input: { facilityId } },
    );
    return <PreferredStoreView bannerTitle={title} storeNumber={detail.preferredStoreNumber} actor={actor} />;
  }
  return (detail: BannerSpecificDetail) => <Store detail={detail} />;
}

describe('ProfileView', () => {
  it('renders the mapped profile', async () => {
    render(
      withServices(
        testServices({ fetchProfile: async () => fullProfile }),
        <ProfileView renderStore={storeFrom(oakley)} />,
      ),
    );
    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('dana.w@example.com')).toBeInTheDocument();
    expect(screen.getByText(`${PROFILE_LABELS.confirmedOn} 03/16/2019`)).toBeInTheDocument();
    expect(screen.getByText('513.555.0199')).toBeInTheDocument();
    expect(screen.getByText('(513) 555-0148')).toBeInTheDocument();
    expect(screen.getByText('03/14/2019')).toBeInTheDocument();
    expect(screen.getByText(/1014 Vine St/)).toBeInTheDocument();
    // The preferred store: its name and address from the store directory (docs/choices.md), never "store 00412,
    // division 014".
    expect(await screen.findByText('FreshWay Pharmacy Oakley')).toBeInTheDocument();
    expect(screen.getByText('3060 Madison Rd, Cincinnati, OH 45209')).toBeInTheDocument();
    expect(screen.getByText('FreshWay Market')).toBeInTheDocument();
    expect(screen.queryByText(/division/)).toBeNull();
    expect(directoryAsked).toEqual(['01400412']);
    // A banner whose profile names no store.
    expect(screen.getByText('harborfoods')).toBeInTheDocument();
  });

  it('a store the directory does not know shows its number; a store the directory cannot read, too', async () => {
    render(
      withServices(
        testServices({
          fetchProfile: async () => ({
            ...fullProfile,
            bannerSpecificDetails: [
              { banner: 'meadowlark', preferredStoreNumber: '00631', preferredStoreDivisionNumber: '620' },
              { banner: 'freshway', preferredStoreNumber: '00412', preferredStoreDivisionNumber: '014' },
            ],
          }),
        }),
        <ProfileView
          renderStore={storeFrom(async (id) => {
            if (id === '01400412') throw new Error('Network Error');
            return null;
          })}
        />,
      ),
    );
    expect(await screen.findByText('Store 00631')).toBeInTheDocument();
    expect(await screen.findByText('Store 00412')).toBeInTheDocument();
  });

  it("says 'Not provided' for missing phones and address, and 'Not confirmed' without a verified email", async () => {
    render(
      withServices(
        testServices({ fetchProfile: async () => sparseProfile }),
        <ProfileView renderStore={storeFrom(oakley)} />,
      ),
    );
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
    render(withServices(testServices({ fetchProfile }), <ProfileView renderStore={storeFrom(oakley)} />));
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
        <ProfileView renderStore={storeFrom(oakley)} />,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.networkConnection);
  });
});
