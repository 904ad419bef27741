/** Billing period units of a subscription plan. */
export const BillingPeriodUnit = { WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' } as const;

/** One of {@link BillingPeriodUnit}. */
export type BillingPeriodUnitName = (typeof BillingPeriodUnit)[keyof typeof BillingPeriodUnit];

/**
 * Billing periods per year: 52 weeks, 12 months, 1 year. Subscription prices use it
 * to show a duration in years.
 */
export const BILLING_PERIODS_PER_YEAR: Readonly<Record<BillingPeriodUnitName, number>> = {
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/**
 * The unit named by `unit`, case-insensitively ('week', 'WEEK'), or null for anything else.
 */
export function toBillingPeriodUnit(unit: unknown): BillingPeriodUnitName | null {
  if (typeof unit !== 'string') return null;
  const upper = unit.toUpperCase();
  return Object.hasOwn(BILLING_PERIODS_PER_YEAR, upper) ? (upper as BillingPeriodUnitName) : null;
}
