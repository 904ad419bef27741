// The headless hook lives with the others in @storefront-widgets/react; still exported here.
export { type UseSiteFormOptions, useSiteForm } from '@storefront-widgets/react';
export { PostSubmitHtml, type PostSubmitHtmlProps } from './PostSubmitHtml';
export { parseFormDefinition, parseProps } from './parseProps';
export { type HeadingLevel, SiteField, type SiteFieldProps } from './SiteField';
export { SiteForm, type SiteFormProps } from './SiteForm';
export { siteFormCss } from './siteFormCss';
