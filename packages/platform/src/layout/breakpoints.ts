/** The widest viewport that is mobile. Unit: CSS px. */
export const MOBILE_MAX_WIDTH = 432;

/** The breakpoints the platform names; tablet exists but never matches. */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** The breakpoint of a viewport width in CSS px: mobile up to 432, desktop from 433. */
export function breakpointOf(width: number): 'mobile' | 'desktop' {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/**
 * Whether a viewport width in CSS px matches a breakpoint: mobile up to 432px,
 * desktop from 433px, tablet never.
 */
export function matchesBreakpoint(breakpoint: Breakpoint, width: number): boolean {
  return breakpoint !== 'tablet' && breakpointOf(width) === breakpoint;
}

/** The media query of a breakpoint, for `matchMedia`; tablet's never matches. */
export function breakpointMediaQuery(breakpoint: Breakpoint): string {
  if (breakpoint === 'mobile') return `(max-width: ${MOBILE_MAX_WIDTH}px)`;
  if (breakpoint === 'desktop') return `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;
  return 'not all';
}
