// The server-safe entry: parsing and types. Nothing here imports React.
export { parseProps } from './parseProps';
export type { RestockFormProps } from './RestockForm';
export type { RestockMerchandising } from './RestockMerchandising';
