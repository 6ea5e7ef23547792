/** Event fixtures and state identity for the session machine's graph: next to the machine (the registry reads them). */
export {
  serializeSessionState,
  sessionEvents,
  sessions,
} from '../../machines/shared/session/session.fixtures';
