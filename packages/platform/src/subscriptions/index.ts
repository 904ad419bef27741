export {
  BILLING_PERIODS_PER_YEAR,
  BillingPeriodUnit,
  type BillingPeriodUnitName,
  toBillingPeriodUnit,
} from '../catalogues/billingPeriodUnits';
export {
  describeSubscriptionPlan,
  formatSubscriptionPrice,
  type SubscriptionPriceOptions,
} from './describeSubscriptionPlan';
export {
  type SubscriptionPlanInput,
  type SubscriptionSchedule,
  type SubscriptionScheduleOptions,
  subscriptionSchedule,
} from './subscriptionSchedule';
