const encode = encodeURIComponent;

/** The calls of store creation and navigation. */
export const STORE_ENDPOINTS = {
  /** GET the store collections (to find taken URL ids), POST a new one. */
  products: (websiteId: string) => `/api/content-service/product/1.1/websites/${encode(websiteId)}/products`,
  /** POST the root category of a store collection. */
  categories: (websiteId: string, collectionId: string) =>
    `/api/content-service/product/1.1/websites/${encode(websiteId)}/products/${encode(collectionId)}/categories`,
  /** GET the site layout: the first entry is the main navigation. */
  siteLayout: '/api/commondata/GetSiteLayout',
  /** POST a navigation's new items. */
  updateNavigation: '/api/widget/UpdateNavigation',
} as const;
