export { ANCHOR_POSITIONS, type AnchorPosition } from './anchorPositions';
export { BackgroundSource, type BackgroundSourceCode, backgroundSources } from './backgroundSources';
export {
  BILLING_PERIODS_PER_YEAR,
  BillingPeriodUnit,
  type BillingPeriodUnitName,
  toBillingPeriodUnit,
} from './billingPeriodUnits';
export { BlockType, type BlockTypeCode, blockTypes } from './blockTypes';
export {
  BlockVariant,
  type BlockVariantCode,
  blockTypeOfVariant,
  blockVariants,
  FIRST_BLOCK_VARIANT,
} from './blockVariants';
export { CollectionType, type CollectionTypeCode, collectionTypes } from './collectionTypes';
export { COLLECTION_VIEWS, type CollectionView } from './collectionViews';
export { CONTENT_STATUSES, type ContentStatus, contentStatusLabel } from './contentStatuses';
export { type CodeLookup, type CodeTable, createCodeLookup } from './createCodeLookup';
export {
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  currencyByNumericCode,
  currencyName,
  getCurrency,
  isCurrencyCode,
  type SupportedCurrencyCode,
} from './currencies';
export { DEVICE_VIEWS, type DeviceView } from './deviceViews';
export { EDITOR_LIMITS, FLUID_ENGINE } from './editorLimits';
export {
  FolderBehavior,
  type FolderBehaviorCode,
  folderBehaviors,
  isFolderClickable,
} from './folderBehavior';
export {
  FORM_FIELD_SETTINGS,
  FORM_FIELD_TYPES,
  type FormFieldSetting,
  type FormFieldSettingsOptions,
  formFieldSettings,
  isFormFieldType,
} from './formFieldKinds';
export { FORM_MODEL_SECTIONS, type FormModelSection } from './formModelSections';
export { GALLERY_ITEM_MEDIA_TYPES, type GalleryItemMediaType } from './galleryItemMediaTypes';
export { isOneOf } from './isOneOf';
export { PageLayoutType, type PageLayoutTypeCode, pageLayoutTypes } from './pageLayoutTypes';
export { PageType, type PageTypeCode, pageTypes } from './pageTypes';
export { POPUP_OVERLAY_STORAGE_KEYS, type PopupOverlayStorageKey } from './popupOverlayStorageKeys';
export { ProductType, type ProductTypeCode, productTypes } from './productTypes';
export { RecordType, type RecordTypeCode, recordTypes } from './recordTypes';
export { SCREEN_TYPES, type ScreenType } from './screenTypes';
export { SITE_AESTHETICS_DIRTY_PATHS, type SiteAestheticsDirtyPath } from './siteAestheticsDirtyPaths';
export { SliceType, type SliceTypeCode, sliceTypes } from './sliceTypes';
export { TWEAK_PAGE_TYPES, type TweakPageType } from './tweakPageTypes';
export { UPGRADE_PATHS, upgradePath } from './upgradePaths';
export { isUsTerritory, US_TERRITORIES, type UsTerritory } from './usTerritories';
export { WebsiteRole, type WebsiteRoleCode, websiteRoles } from './websiteRoles';
