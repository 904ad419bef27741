/** Exponents beyond this stay in exponent form rather than being written out in full. */
const MAX_WRITTEN_EXPONENT = 1000;

/**
 * Decimal text times 10^`shift`, exactly, as plain decimal text (`'19.99'`, 2 → `'1999'`;
 * `'1999'`, -2 → `'19.99'`; `'-5'`, -2 → `'-0.05'`). The input must be decimal text (see
 * `isDecimal`); an exponent in it is applied too (`'1e3'`, 0 → `'1000'`), unless the result would
 * be longer than a thousand digits, which keeps the exponent form (`'1e5000'`).
 */
export function shiftDecimal(text: string, shift: number): string {
  const match = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = Number(exponentText ?? 0) + shift;
  if (Math.abs(exponent) > MAX_WRITTEN_EXPONENT)
    return `${sign}${whole}${fraction ? `.${fraction}` : ''}e${exponent}`;
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let out =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  if (out.includes('.')) out = out.replace(/\.?0+$/, '');
  out = out.replace(/^0+(?=\d)/, '');
  return out === '0' || out === '' ? '0' : `${sign === '-' ? '-' : ''}${out}`;
}
