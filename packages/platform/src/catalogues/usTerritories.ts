/** The United States and its territories, for unit pricing: ISO 3166-1 alpha-2. */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** One of {@link US_TERRITORIES}. */
export type UsTerritory = (typeof US_TERRITORIES)[number];

/** True when a country code (any case) is the US or one of its territories. */
export function isUsTerritory(countryCode: unknown): boolean {
  return (
    typeof countryCode === 'string' &&
    (US_TERRITORIES as readonly string[]).includes(countryCode.toUpperCase())
  );
}
