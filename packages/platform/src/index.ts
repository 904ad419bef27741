// Product types are part of the client–server contract, defined once in core.
export { PRODUCT_TYPES, type ProductType } from '@storefront/core/api';
export {
  BackgroundSource,
  BILLING_PERIODS_PER_YEAR,
  BillingPeriodUnit,
  CollectionType,
  FolderBehavior,
  PageLayoutType,
  RecordType,
} from './enums/contentTypes';
export { PageType, type PageTypeCode } from './enums/pageTypes';
export { WebsiteRole, type WebsiteRoleCode } from './enums/roles';
