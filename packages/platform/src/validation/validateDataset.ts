import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/**
 * A chart's dataset, rows of cells: 'Your dataset must have at least one row' when
 * it has none, 'Your dataset must have at least one column' when no row has a cell.
 * @returns the message, or null when valid
 */
export function validateDataset(
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
  messages: Messages = getPlatformMessages(),
): string | null {
  if (rows.length === 0) return messages.format('validation.datasetRow');
  if (rows.every((row) => row.length === 0)) return messages.format('validation.datasetColumn');
  return null;
}
