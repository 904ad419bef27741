export {
  DOM_SETTLE_QUIET_MS,
  DOM_SETTLE_TIMEOUT_MS,
  type DomSettleOptions,
  type DomSettleResult,
  waitForDomSettle,
} from './waitForDomSettle';
