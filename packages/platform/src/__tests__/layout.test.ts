import {
  breakpointMediaQuery,
  breakpointOf,
  MOBILE_MAX_WIDTH,
  matchesBreakpoint,
} from '@storefront-widgets/platform/layout';
import { describe, expect, it } from 'vitest';

describe('the breakpoint rule (platform §2, §9)', () => {
  it('is mobile up to 432px and desktop from 433px', () => {
    expect(MOBILE_MAX_WIDTH).toBe(432);
    expect([320, 432, 433, 1280].map(breakpointOf)).toEqual(['mobile', 'mobile', 'desktop', 'desktop']);
    expect(matchesBreakpoint('mobile', 432)).toBe(true);
    expect(matchesBreakpoint('mobile', 433)).toBe(false);
    expect(matchesBreakpoint('desktop', 433)).toBe(true);
    expect(matchesBreakpoint('desktop', 432)).toBe(false);
  });

  it('never matches tablet', () => {
    for (const width of [0, 432, 433, 768, 1024, 4000])
      expect(matchesBreakpoint('tablet', width)).toBe(false);
    expect(breakpointMediaQuery('tablet')).toBe('not all');
  });

  it('writes the same rule as media queries', () => {
    expect(breakpointMediaQuery('mobile')).toBe('(max-width: 432px)');
    expect(breakpointMediaQuery('desktop')).toBe('(min-width: 433px)');
  });
});
