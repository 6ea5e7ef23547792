import type { SnapshotFrom } from 'xstate';
import { profileFailureMessage } from '../../../domain/account/profile';
import type { profileMachine } from './profile.machine';

type Snapshot = SnapshotFrom<typeof profileMachine>;

export const selectProfileView = (s: Snapshot) =>
  ({
    status: s.matches('loaded')
      ? 'loaded'
      : s.matches('failed')
        ? 'failed'
        : s.hasTag('busy')
          ? 'loading'
          : 'idle',
    profile: s.context.profile,
    errorMessage: s.context.failure ? profileFailureMessage(s.context.failure) : null,
  }) as const;
