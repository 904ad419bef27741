import * as v from 'valibot';

/**
 * Money as the platform sends it: `value` is an integer decimal
 * string of minor units, `decimalValue` the same amount in major units (`'12.50'`, `'1500'` for
 * JPY); `currency` and `currencyCode` are the same ISO 4217 code.
 */
export const MoneySchema = v.object({
  value: v.pipe(v.string(), v.regex(/^-?\d+$/)),
  currency: v.string(),
  decimalValue: v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/)),
  currencyCode: v.string(),
});

/** The wire Money shape: see {@link MoneySchema}. */
export type Money = v.InferOutput<typeof MoneySchema>;
