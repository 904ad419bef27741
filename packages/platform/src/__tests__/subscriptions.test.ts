import { COMPILED_PLATFORM_EN, createMessages } from '@storefront-widgets/core/messages';
import {
  BILLING_PERIODS_PER_YEAR,
  describeSubscriptionPlan,
  formatSubscriptionPrice,
  subscriptionSchedule,
} from '@storefront-widgets/platform/subscriptions';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './helpers/compileMessages';

const plan = (value: unknown, unit: unknown, numBillingCycles: unknown = 0) => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscription price wording (platform §5, §9)', () => {
  it('counts 52 weeks, 12 months and 1 year to the year', () => {
    expect(BILLING_PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });

  it.each([
    [plan(1, 'WEEK'), 'every week'],
    [plan(2, 'WEEK'), 'every 2 weeks'],
    [plan(1, 'month'), 'every month'],
    [plan(3, 'MONTH'), 'every 3 months'],
    [plan(1, 'YEAR'), 'every year'],
    [plan(2, 'year'), 'every 2 years'],
  ])('an indefinite plan (numBillingCycles 0) reads "every N units": %j → %s', (input, text) => {
    expect(describeSubscriptionPlan(input)).toBe(text);
  });

  it.each([
    [plan(1, 'WEEK', 4), 'every week for 4 weeks'],
    [plan(2, 'WEEK', 26), 'every 2 weeks for 1 year'],
    [plan(1, 'WEEK', 104), 'every week for 2 years'],
    [plan(1, 'WEEK', 53), 'every week for 53 weeks'],
    [plan(1, 'MONTH', 1), 'every month for 1 month'],
    [plan(1, 'MONTH', 6), 'every month for 6 months'],
    [plan(1, 'MONTH', 12), 'every month for 1 year'],
    [plan(3, 'MONTH', 8), 'every 3 months for 2 years'],
    [plan(1, 'YEAR', 1), 'every year for 1 year'],
    [plan(1, 'YEAR', 3), 'every year for 3 years'],
  ])('a plan with a duration: %j → %s', (input, text) => {
    expect(describeSubscriptionPlan(input)).toBe(text);
  });

  it('keeps weeks and months when years are turned off', () => {
    expect(describeSubscriptionPlan(plan(2, 'WEEK', 26), { durationInYears: false })).toBe(
      'every 2 weeks for 52 weeks',
    );
    expect(describeSubscriptionPlan(plan(1, 'MONTH', 12), { durationInYears: false })).toBe(
      'every month for 12 months',
    );
    // A yearly plan is always in years.
    expect(describeSubscriptionPlan(plan(1, 'YEAR', 2), { durationInYears: false })).toBe(
      'every year for 2 years',
    );
  });

  it.each([
    [plan(1, 'DAY')],
    [plan(0, 'WEEK')],
    [plan(-1, 'MONTH')],
    [plan(1.5, 'MONTH')],
    [plan('2', 'MONTH')],
    [plan(1, 'MONTH', -1)],
    [plan(1, 'MONTH', 2.5)],
    [{ billingPeriod: null }],
    [{}],
    [null],
    [undefined],
  ])('shows "Unavailable" for the unsupported combination %j', (input) => {
    expect(describeSubscriptionPlan(input)).toBe('Unavailable');
    expect(formatSubscriptionPrice('$10.00', input)).toBe('Unavailable');
    expect(subscriptionSchedule(input)).toBeNull();
  });

  it('puts the formatted price before the wording', () => {
    expect(formatSubscriptionPrice('$18.00', plan(1, 'MONTH'))).toBe('$18.00 every month');
    expect(formatSubscriptionPrice('€5.00', plan(2, 'WEEK', 26))).toBe('€5.00 every 2 weeks for 1 year');
  });

  it('exposes the schedule it words', () => {
    expect(subscriptionSchedule(plan(2, 'week', 26))).toEqual({
      count: 2,
      unit: 'WEEK',
      duration: { count: 1, unit: 'YEAR' },
    });
    expect(subscriptionSchedule(plan(1, 'MONTH'))).toEqual({ count: 1, unit: 'MONTH', duration: null });
  });

  it('goes through the message catalogue, so a site can localise it', () => {
    const french = createMessages({
      locale: 'fr',
      catalogue: {
        ...COMPILED_PLATFORM_EN,
        ...compileMessages({
          'subscription.everyFor': '{every} pendant {duration}',
          'subscription.unavailable': 'Indisponible',
        }),
      },
    });
    expect(describeSubscriptionPlan(plan(1, 'MONTH', 6), { messages: french })).toBe(
      'every month pendant 6 months',
    );
    expect(describeSubscriptionPlan(plan(1, 'DAY'), { messages: french })).toBe('Indisponible');
  });
});
