/** The units of {@link formatFileSize}, each 1024 times the one before. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A byte count in 1024-based units, Bytes through YB: '0 Bytes', '512 Bytes',
 * '1.5 KB', '1 MB'. At most `decimals` digits after the point, trailing zeros dropped.
 * @param decimals digits after the point. @default 2
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`[storefront] Not a file size: ${bytes}`);
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.parseFloat(value.toFixed(Math.max(0, decimals)))} ${FILE_SIZE_UNITS[unit]}`;
}
