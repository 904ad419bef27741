import {
  BILLING_PERIODS_PER_YEAR,
  type BillingPeriodUnitName,
  toBillingPeriodUnit,
} from '../catalogues/billingPeriodUnits';

/**
 * A subscription plan as it arrives from product JSON, loosely
 * typed: templates pass whatever the data holds, and anything unsupported reads 'Unavailable'.
 */
export interface SubscriptionPlanInput {
  /** Charged every `value` `unit`s; the unit is WEEK, MONTH or YEAR (any case). */
  billingPeriod?: { value?: unknown; unit?: unknown } | null;
  /** Number of charges; 0 or absent means indefinite. */
  numBillingCycles?: unknown;
}

/** A plan's schedule once checked: every `count` `unit`s, for `duration` or indefinitely. */
export interface SubscriptionSchedule {
  /** Billing period length, a positive integer. */
  count: number;
  unit: BillingPeriodUnitName;
  /** Total length, or null when indefinite (numBillingCycles 0). */
  duration: { count: number; unit: BillingPeriodUnitName } | null;
}

/** Options of {@link subscriptionSchedule}. */
export interface SubscriptionScheduleOptions {
  /**
   * Show a duration that is a whole number of years (52 weeks, 12 months per year) in years.
   * @default true
   */
  durationInYears?: boolean;
}

const isPositiveInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

/**
 * Checks a plan and works out its schedule: the total duration is the billing period times the
 * number of cycles, shown in years when it is a whole number of years unless turned off.
 * @returns null for an unsupported combination: a unit other than week, month or year, a period
 *   that is not a positive integer, or a cycle count that is not a whole number ≥ 0
 */
export function subscriptionSchedule(
  plan: SubscriptionPlanInput | null | undefined,
  options: SubscriptionScheduleOptions = {},
): SubscriptionSchedule | null {
  const unit = toBillingPeriodUnit(plan?.billingPeriod?.unit);
  const count = plan?.billingPeriod?.value;
  const cycles = plan?.numBillingCycles ?? 0;
  if (!unit || !isPositiveInteger(count)) return null;
  if (!Number.isInteger(cycles) || (cycles as number) < 0) return null;
  if (cycles === 0) return { count, unit, duration: null };
  const total = count * (cycles as number);
  const perYear = BILLING_PERIODS_PER_YEAR[unit];
  const inYears = (options.durationInYears ?? true) && total % perYear === 0;
  return {
    count,
    unit,
    duration: inYears ? { count: total / perYear, unit: 'YEAR' } : { count: total, unit },
  };
}
