import { currencyDigits } from './currencyDigits';

/** An integer amount of minor units: a safe integer, a bigint, or an integer decimal string. */
export type MinorUnits = number | bigint | string;

function toBigInt(minorUnits: MinorUnits): bigint {
  if (typeof minorUnits === 'bigint') return minorUnits;
  if (typeof minorUnits === 'number') {
    if (!Number.isSafeInteger(minorUnits)) {
      throw new RangeError(`[storefront] Minor units must be a safe integer, got ${minorUnits}`);
    }
    return BigInt(minorUnits);
  }
  const trimmed = minorUnits.trim();
  if (!/^-?\d+$/.test(trimmed)) {
    throw new RangeError(`[storefront] Minor units must be an integer string, got "${minorUnits}"`);
  }
  return BigInt(trimmed);
}

/**
 * Converts minor units to an exact decimal string by dividing by 10^fractionDigits,
 * using integer and string arithmetic only so no float rounding touches money.
 * @example minorUnitsToDecimal(1999, 'USD') // "19.99"; minorUnitsToDecimal(1999, 'JPY') // "1999"
 */
export function minorUnitsToDecimal(minorUnits: MinorUnits, currency: string): string {
  const { fractionDigits } = currencyDigits(currency);
  const value = toBigInt(minorUnits);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  if (fractionDigits === 0) return `${negative ? '-' : ''}${digits}`;
  const padded = digits.padStart(fractionDigits + 1, '0');
  const integer = padded.slice(0, -fractionDigits);
  const fraction = padded.slice(-fractionDigits);
  return `${negative ? '-' : ''}${integer}.${fraction}`;
}

/**
 * Converts an exact decimal string in major units (e.g. `"19.99"`) to integer minor units.
 * @throws RangeError when the text is not a decimal number, carries more precision than the
 * currency's minor unit, or exceeds the safe-integer range.
 */
export function decimalToMinorUnits(decimal: string, currency: string): number {
  const { fractionDigits } = currencyDigits(currency);
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`[storefront] Not a decimal amount: "${decimal}"`);
  }
  const [, sign, integerPart = '', fractionPart = ''] = match;
  const kept = fractionPart.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (/[1-9]/.test(fractionPart.slice(fractionDigits))) {
    throw new RangeError(`[storefront] "${decimal}" is more precise than ${currency} allows`);
  }
  const minor = BigInt(`${integerPart || '0'}${kept}`) * (sign ? -1n : 1n);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`[storefront] "${decimal}" is out of range`);
  }
  return Number(minor);
}
