// The headless hook lives with the others in @storefront-widgets/react; still exported here.
export { type UseRestockFormOptions, useRestockForm } from '@storefront-widgets/react';
export { parseProps } from './parseProps';
export { RestockForm, type RestockFormProps } from './RestockForm';
export type { RestockMerchandising } from './RestockMerchandising';
export { RestockSignupsPanel, type RestockSignupsPanelProps } from './RestockSignupsPanel';
export { restockSignupsPanelCss } from './restockSignupsPanelCss';
export { useRestockSignups } from './useRestockSignups';
