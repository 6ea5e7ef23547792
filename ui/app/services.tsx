/** The app's long-lived actors and provided machines, handed to views by src/ (views never provide actors). */
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import type { profileMachine } from '../../machines/account/profile/profile.machine';
import type { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import type { sessionMachine } from '../../machines/shared/session/session.machine';
import type { BannerFeatures } from '../../domain/features';

export interface Banding {
  slug: string;
  title: string;
  /** What the banner offers (capabilities drive the navigation). */
  features: BannerFeatures;
  logoSvgUri: string;
  logoLinked: boolean;
}

/** Where the page runs, read at render: the browser's own, or the request's when the server renders it. */
export interface PageFacts {
  /** The page's full address. */
  href(): string;
  userAgent(): string;
  /** The page's cookies as `document.cookie` shows them (e.g. the near-store cookie of §2). */
  cookie(): string;
}

export interface AppServices {
  page: PageFacts;
  session: ActorRefFrom<typeof sessionMachine>;
  profile: ActorRefFrom<typeof profileMachine>;
  /** Machine with its real actors provided; each navigation instance runs its own actor. */
  healthNavMachine: typeof healthNavMachine;
  banner: Banding;
  /** The statechart inspector's live-mode bridge (redacted); pass it to useActorRef. Undefined when off. */
  inspect?: ((event: InspectionEvent) => void) | undefined;
  // `account` (what src/accountServices.ts builds the sign-in and account-entry actors from) is added by
  // src/accountServices.ts (module augmentation): views never touch it, and ui/ never imports src/ beyond domain.
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing above this view');
  return services;
}
