// The hook lives with the other headless hooks in @storefront-widgets/react; still exported here.
export { type UseSiteFormOptions, useSiteForm } from '@storefront-widgets/react';
