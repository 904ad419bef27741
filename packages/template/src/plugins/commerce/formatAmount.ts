const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a decimal string of minor units (or any decimal, `digits` 0) through `Intl`, exactly:
 * the amount is divided by 10^`digits` as text, never as a float, and rounded half to even as the
 * platform rounds. With a `currency`, in the locale's currency format; without, as a number with
 * `minimumDigits` to `digits` decimals (`maximumDigits` when given).
 */
export function formatAmount(
  amount: string,
  locale: string,
  options: { shift: number; currency?: string; minimumDigits: number; maximumDigits: number },
): string {
  const { shift, currency, minimumDigits, maximumDigits } = options;
  const key = `${locale}|${currency}|${minimumDigits}|${maximumDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: minimumDigits,
      maximumFractionDigits: maximumDigits,
      roundingMode: 'halfEven',
    });
    formats.set(key, format);
  }
  // Shifting the exponent divides exactly; an amount may carry its own exponent ('1e3').
  const [digits, exponent = '0'] = amount.split(/e/i);
  return format.format(`${digits}e${Number(exponent) - shift}` as Intl.StringNumericLiteral);
}
