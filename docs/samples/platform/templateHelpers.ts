import { createCartIndicator } from '@storefront-widgets/platform/cartIndicator';
import {
  convertColor,
  createHslColor,
  isDarkColor,
  isLightColor,
  parseHexColor,
} from '@storefront-widgets/platform/colors';
import { formatSubscriptionPrice } from '@storefront-widgets/platform/subscriptions';

export function templateHelpers(element: HTMLElement) {
  isLightColor('#800000'); // true: value > 16777215 / 2
  isDarkColor('#800000'); // true: luma < 0.65 × 256
  const teal = parseHexColor('1a7f8e');
  if (teal) convertColor(teal, 'hsl'); // models rgb, hsl, hsv
  try {
    createHslColor(400, 0.5, 0.5);
  } catch (error) {
    console.error(error); // RangeError('Hue out of bounds.')
  }
  formatSubscriptionPrice('$5.00', { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 26 });
  // '$5.00 every 2 weeks for 1 year' (messages from core's platform catalogue; 'Unavailable' when unsupported)
  createCartIndicator(element).sync({ items: 101, subtotal: '$812.00' }); // '100+', 'More than 100 items in cart'
}
