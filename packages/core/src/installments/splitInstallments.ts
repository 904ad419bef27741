/** Default number of interest-free payments. */
export const DEFAULT_INSTALLMENT_COUNT = 4;

/**
 * Splits a total in minor units into `count` integer payments that add up exactly: every payment
 * is the floor share and the remainder goes one unit at a time to the first payments.
 * @example splitInstallments(1001) // [251, 250, 250, 250]
 */
export function splitInstallments(
  totalMinorUnits: number,
  count: number = DEFAULT_INSTALLMENT_COUNT,
): number[] {
  if (!Number.isSafeInteger(totalMinorUnits) || totalMinorUnits < 0) {
    throw new RangeError(
      `[storefront] Installment total must be a non-negative safe integer, got ${totalMinorUnits}`,
    );
  }
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`[storefront] Invalid installment count ${count}`);
  const total = BigInt(totalMinorUnits);
  const parts = BigInt(count);
  const base = total / parts;
  const remainder = Number(total % parts);
  return Array.from({ length: count }, (_, index) => Number(base) + (index < remainder ? 1 : 0));
}
