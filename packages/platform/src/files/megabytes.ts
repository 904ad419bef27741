/**
 * A megabyte where the platform counts upload limits: 1,000,000 bytes, unlike the
 * 1024-based sizes of {@link formatFileSize}.
 */
export const BYTES_PER_MEGABYTE = 1_000_000;

/** Bytes in `megabytes` megabytes of 1,000,000 bytes. */
export function megabytesToBytes(megabytes: number): number {
  return megabytes * BYTES_PER_MEGABYTE;
}

/** A byte count in megabytes of 1,000,000 bytes, up to 2 decimals: '20 MB', '2.5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${Number.parseFloat((bytes / BYTES_PER_MEGABYTE).toFixed(2))} MB`;
}
