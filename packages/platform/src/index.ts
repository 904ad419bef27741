/**
 * @storefront/platform — the site owner's utilities, the catalogues of codes and the helpers that
 * templates and widgets share (spec/platform.md). Every domain is also importable by subpath
 * (`@storefront/platform/colors`, …) so a page pays only for what it uses.
 */
export * from './colors/index';
export {
  BackgroundSource,
  CollectionType,
  FolderBehavior,
  PageLayoutType,
  ProductType,
  RecordType,
} from './enums/contentTypes';
export { PageType, type PageTypeCode } from './enums/pageTypes';
export { WebsiteRole, type WebsiteRoleCode } from './enums/roles';
export * from './i18n/index';
export * from './subscriptions/index';
