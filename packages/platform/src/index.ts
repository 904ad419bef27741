export {
  BackgroundSource,
  BILLING_PERIODS_PER_YEAR,
  BillingPeriodUnit,
  CollectionType,
  FolderBehavior,
  PageLayoutType,
  ProductType,
  RecordType,
} from './enums/contentTypes';
export { PageType, type PageTypeCode } from './enums/pageTypes';
export { WebsiteRole, type WebsiteRoleCode } from './enums/roles';
