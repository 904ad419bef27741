export { parseProps } from './parseProps';
export { RestockForm, type RestockFormProps } from './RestockForm';
export type { RestockMerchandising } from './RestockMerchandising';
export { RestockSignupsPanel, type RestockSignupsPanelProps } from './RestockSignupsPanel';
export { restockSignupsPanelCss } from './restockSignupsPanelCss';
export { type UseRestockFormOptions, useRestockForm } from './useRestockForm';
export { useRestockSignups } from './useRestockSignups';
