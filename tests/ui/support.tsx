import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import type { NavItem } from '../../api/contracts/content';
import type { SessionInfo } from '../../api/contracts/identity';
import type { RawProfile } from '../../api/contracts/profile';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { ALL_FEATURES } from '../../domain/features';
import { type AppServices, type PageFacts, ServicesProvider } from '../../ui/app/services';

export interface TestServiceOptions {
  session?: SessionInfo;
  fetchProfile?: () => Promise<RawProfile>;
  navDocuments?: { signedIn: NavItem[]; signedOut: NavItem[] };
  banner?: Partial<AppServices['banner']>;
}

export function testServices(options: TestServiceOptions = {}): AppServices {
  const info: SessionInfo = options.session ?? {
    authLevel: 'anonymous',
    knownMachine: false,
    rememberedSessionLapsed: false,
    userInfo: null,
  };
  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(async () => info),
        signOut: fromPromise<unknown>(async () => ({})),
      },
    }),
  ).start();
  const profile = createActor(
    profileMachine.provide({
      actors: {
        fetchProfile: fromPromise(() =>
          (options.fetchProfile ?? (() => new Promise<RawProfile>(() => {})))(),
        ),
      },
    }),
  ).start();
  const docs = options.navDocuments ?? { signedIn: [], signedOut: [] };
  const nav = healthNavMachine.provide({
    actors: {
      loadNavDocument: fromPromise(
        async ({ input }) => docs[(input as { kind: 'signedIn' | 'signedOut' }).kind],
      ),
    },
  });
  return {
    page: testPage,
    session,
    profile,
    healthNavMachine: nav as AnyStateMachine as typeof healthNavMachine,
    banner: {
      slug: 'freshway',
      title: 'FreshWay Market',
      logoSvgUri: 'data:image/svg+xml,%3Csvg%2F%3E',
      logoLinked: true,
      features: ALL_FEATURES,
      ...options.banner,
    },
  };
}

/** A browser-like page for views that read where they run. */
export const testPage: PageFacts = {
  href: () => 'http://localhost:8080/',
  userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) jsdom',
  cookie: () => '',
};

export function withServices(services: AppServices, ui: ReactElement, path = '/') {
  return (
    <ServicesProvider value={services}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ServicesProvider>
  );
}
