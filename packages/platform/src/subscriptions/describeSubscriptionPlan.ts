import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';
import {
  type SubscriptionPlanInput,
  type SubscriptionScheduleOptions,
  subscriptionSchedule,
} from './subscriptionSchedule';

/** Options of {@link describeSubscriptionPlan} and {@link formatSubscriptionPrice}. */
export interface SubscriptionPriceOptions extends SubscriptionScheduleOptions {
  /** Formatter of the `subscription.*` messages. @default English ({@link getPlatformMessages}) */
  messages?: Messages;
}

/**
 * The wording of a plan: 'every week', 'every 2 weeks', 'every month for
 * 6 months', 'every 2 weeks for 1 year'; 'Unavailable' for an unsupported combination.
 */
export function describeSubscriptionPlan(
  plan: SubscriptionPlanInput | null | undefined,
  options: SubscriptionPriceOptions = {},
): string {
  const messages = options.messages ?? getPlatformMessages();
  const schedule = subscriptionSchedule(plan, options);
  if (!schedule) return messages.format('subscription.unavailable');
  const every = messages.format('subscription.every', {
    unit: schedule.unit.toLowerCase(),
    count: schedule.count,
  });
  if (!schedule.duration) return every;
  const duration = messages.format('subscription.duration', {
    unit: schedule.duration.unit.toLowerCase(),
    count: schedule.duration.count,
  });
  return messages.format('subscription.everyFor', { every, duration });
}

/**
 * A subscription price: the formatted price followed by the plan's wording, e.g.
 * '$18.00 every month' or '€5.00 every 2 weeks for 1 year'. An unsupported plan gives
 * 'Unavailable' alone (no price for a plan that cannot be bought).
 * @param price the price already formatted (e.g. by core's `formatMoney`)
 */
export function formatSubscriptionPrice(
  price: string,
  plan: SubscriptionPlanInput | null | undefined,
  options: SubscriptionPriceOptions = {},
): string {
  const messages = options.messages ?? getPlatformMessages();
  if (!subscriptionSchedule(plan, options)) return messages.format('subscription.unavailable');
  return messages.format('subscription.price', {
    price,
    plan: describeSubscriptionPlan(plan, { ...options, messages }),
  });
}
