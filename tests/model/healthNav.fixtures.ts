/** Event fixtures and state identity for the health navigation machine's graph: next to the machine (the registry reads them). */
export {
  healthNavEvents,
  healthNavInput,
  serializeNavState,
} from '../../machines/shared/healthNav/healthNav.fixtures';
