import {
  BYTES_PER_MEGABYTE,
  FILE_SIZE_UNITS,
  fileTooLargeMessage,
  formatFileSize,
  formatMegabytes,
  megabytesToBytes,
} from '@storefront-widgets/platform/files';
import { describe, expect, it } from 'vitest';

describe('file sizes (platform §9)', () => {
  it('are humanised in 1024-based units, Bytes through YB', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(1_000_000)).toBe('976.56 KB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5.25 GB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
  });

  it('refuses what is not a size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });

  it('count an upload limit in megabytes of 1,000,000 bytes', () => {
    expect(BYTES_PER_MEGABYTE).toBe(1_000_000);
    expect(megabytesToBytes(20)).toBe(20_000_000);
    expect(formatMegabytes(20_000_000)).toBe('20 MB');
    expect(formatMegabytes(2_500_000)).toBe('2.5 MB');
  });

  it('word the too-large error with the limit in those megabytes', () => {
    const limit = megabytesToBytes(20);
    expect(fileTooLargeMessage({ name: 'photo.jpg', size: limit }, limit)).toBeNull();
    expect(fileTooLargeMessage({ name: 'photo.jpg', size: limit + 1 }, limit)).toBe(
      'The file photo.jpg is too large. The maximum allowed file size is 20 MB.',
    );
  });
});
