export { createFetchState, type FetchStateOptions, type FetchStore } from './createFetchState';
export {
  type FetchEvent,
  type FetchState,
  type FetchStatus,
  fetchStateMachine,
  initialFetchState,
} from './fetchStateMachine';
