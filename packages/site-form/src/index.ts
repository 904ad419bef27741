export { PostSubmitHtml, type PostSubmitHtmlProps } from './PostSubmitHtml';
export { parseFormDefinition, parseProps } from './parseProps';
export { type HeadingLevel, SiteField, type SiteFieldProps } from './SiteField';
export { SiteForm, type SiteFormProps } from './SiteForm';
export { siteFormCss } from './siteFormCss';
export { type UseSiteFormOptions, useSiteForm } from './useSiteForm';
