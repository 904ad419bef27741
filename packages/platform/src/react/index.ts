// React helpers. The only subpath of @storefront-widgets/platform that imports React (an optional peer).
export { createGenericContext, type GenericContext, useGenericContext } from './useGenericContext';
