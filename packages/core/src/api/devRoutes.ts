// Route patterns: `:name` marks a path parameter (see apiPath).
/** The reference backend's catalogue and development listings (packages/mock-backend/API.md). */
export const DEV_ROUTES = {
  products: '/api/commerce/products',
  product: '/api/commerce/products/:id',
  website: '/api/website',
  devForms: '/api/dev/forms',
  devFormSubmissions: '/api/dev/form-submissions',
  devNewsletter: '/api/dev/newsletter',
  devRecords: '/api/dev/records',
} as const;
