export {
  type Breakpoint,
  breakpointMediaQuery,
  breakpointOf,
  MOBILE_MAX_WIDTH,
  matchesBreakpoint,
} from './breakpoints';
