// The server-safe entry: parsing the form definition, and the stylesheet text. Nothing here
// imports React.
export { parseFormDefinition, parseProps } from './parseProps';
export type { SiteFormProps } from './SiteForm';
export { siteFormCss } from './siteFormCss';
