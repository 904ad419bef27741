export { fileTooLargeMessage } from './fileTooLargeMessage';
export { FILE_SIZE_UNITS, formatFileSize } from './formatFileSize';
export { BYTES_PER_MEGABYTE, formatMegabytes, megabytesToBytes } from './megabytes';
