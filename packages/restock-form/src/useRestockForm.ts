// The hook lives with the other headless hooks in @storefront-widgets/react; still exported here.
export { type UseRestockFormOptions, useRestockForm } from '@storefront-widgets/react';
