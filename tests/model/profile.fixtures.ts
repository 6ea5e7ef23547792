/** Event fixtures and state identity for the profile machine's graph: next to the machine (the registry reads them). */
export { profileEvents, serializeProfileState } from '../../machines/account/profile/profile.fixtures';
