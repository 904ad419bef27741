import { COMPILED_PLATFORM_EN, createMessages, type Messages } from '@storefront-widgets/core/messages';

let platformMessages: Messages | undefined;

/**
 * The shared English formatter over both halves of core's catalogue (storefront and platform),
 * used by every helper here when a caller passes no `messages`. To localise, pass your own
 * `createMessages({ locale, catalogue: { ...COMPILED_PLATFORM_EN, ...yours } })`, or
 * `overrides` for plain-text replacements.
 */
export function getPlatformMessages(): Messages {
  platformMessages ??= createMessages({ catalogue: COMPILED_PLATFORM_EN });
  return platformMessages;
}
