// The server-safe entry: what a React Server Component or any server code may call. Nothing here
// imports React.
export type { ErrorReporter, StorefrontSettings } from './context/StorefrontContext';
export { settingsFromConfig } from './context/settingsFromConfig';
export type { ParsePropsResult } from './parse/ParsePropsResult';
export { isReadError, readBooleanData, readJsonData, toAttributeName } from './parse/readDataAttributes';
export { primitivesCss } from './ui/primitivesCss';
