// The widget test harness: render under React or preact/compat, fail on console.error, axe, fixtures.
export { axeViolations } from './axe';
export {
  cartWithQuantity,
  createFakeCaptcha,
  createFakeFetch,
  createTestProvider,
  type RecordedRequest,
  type TestProviderOptions,
  unusedClient,
} from './fixtures';
export { act, fireEvent, render, renderer, screen, takeConsoleErrors, waitFor, within } from './render';
