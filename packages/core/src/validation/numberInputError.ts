/** The limits a number field may set. */
export interface NumberLimits {
  /** Smallest accepted value; absent for none. */
  min?: number | undefined;
  /** Largest accepted value; absent for none. */
  max?: number | undefined;
  /** Accepted values are multiples of this; 1 asks for whole numbers; absent for any. */
  step?: number | undefined;
}

/** Why a number field's text is refused, as the message id and its values. */
export type NumberInputError =
  | { id: 'form.numberInvalid' }
  | { id: 'form.numberMin'; values: { min: number } }
  | { id: 'form.numberMax'; values: { max: number } }
  | { id: 'form.numberWhole' }
  | { id: 'form.numberStep'; values: { step: number } };

/** A signed decimal, with an optional ',' between groups of three digits (1,250.5). */
const NUMBER_PATTERN = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;

/**
 * Reads a number field's text: null when it is a number within the field's limits, otherwise the
 * first rule it breaks (not a number, under `min`, over `max`, not a multiple of `step`, which
 * for a step of 1 reads 'whole number'). '-3.5'
 * in a field with `min: 1` is under the minimum. The text is trimmed; blank text is the caller's
 * concern (required or not).
 */
export function numberInputError(text: string, limits: NumberLimits = {}): NumberInputError | null {
  const trimmed = text.trim();
  if (!NUMBER_PATTERN.test(trimmed) || !/\d/.test(trimmed)) return { id: 'form.numberInvalid' };
  const value = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(value)) return { id: 'form.numberInvalid' };
  const { min, max, step } = limits;
  if (min !== undefined && value < min) return { id: 'form.numberMin', values: { min } };
  if (max !== undefined && value > max) return { id: 'form.numberMax', values: { max } };
  if (step !== undefined && step > 0) {
    // Counted from min (as the HTML input counts its steps), with a tolerance for binary fractions.
    const steps = (value - (min ?? 0)) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9)
      return step === 1 && Number.isInteger(min ?? 0)
        ? { id: 'form.numberWhole' }
        : { id: 'form.numberStep', values: { step } };
  }
  return null;
}
