import type {
  RootCategory,
  RootCategoryRequest,
  StoreCollection,
  StoreCollectionRequest,
} from '@storefront-widgets/core/api';
import type { HttpClient } from '@storefront-widgets/core/http';
import type { Messages } from '@storefront-widgets/core/messages';
import { addToMainNavigation, type UpdateNavigationResponse } from './addToMainNavigation';
import { deriveStoreUrlId } from './deriveStoreUrlId';
import { type StoreDescriptionOptions, storeDescription } from './storeDescription';
import { STORE_ENDPOINTS } from './storeEndpoints';

/** The root category's display index. */
export const ROOT_CATEGORY_DISPLAY_INDEX = 1;

/** Options of {@link createStore}. */
export interface CreateStoreOptions extends StoreDescriptionOptions {
  /** The site the store belongs to. */
  websiteId: string;
  /** Store title: the collection's title and navigation title, the root category's name. */
  title: string;
  /** Title used when `title` is blank, and for the URL id when the title gives under 3 characters. @default 'Store' */
  fallbackTitle?: string;
  /** Store description; every `{year}` becomes the year rule's value. @default '' */
  description?: string;
  /** Add the store to the main navigation of this site template. @default not added */
  addToNavigation?: { templateId: string };
  /** Formatter of the navigation error. @default English */
  messages?: Messages;
}

/** What {@link createStore} made. */
export interface CreateStoreResult {
  collection: StoreCollection;
  category: RootCategory;
  /** The main navigation after the store was added, when asked to. */
  navigation?: UpdateNavigationResponse;
}

/**
 * Creates a store the way the platform orders it: the product collection (its URL id derived from
 * the title and unique among the site's stores), then its root category, then optionally a link
 * in the main navigation. Every failure rejects with core's ApiError, or an Error with
 * 'Unable to find site main navigation'; the steps already done stay done.
 */
export async function createStore(
  client: HttpClient,
  options: CreateStoreOptions,
): Promise<CreateStoreResult> {
  const { websiteId, fallbackTitle = 'Store' } = options;
  const title = options.title.trim() || fallbackTitle;
  const existing = await client.get<{ collections: Array<{ urlId: string }> }>(
    STORE_ENDPOINTS.products(websiteId),
  );
  const collectionRequest: StoreCollectionRequest = {
    navigationTitle: title,
    title,
    urlId: deriveStoreUrlId(title, { taken: existing.collections.map((c) => c.urlId), fallbackTitle }),
    description: storeDescription(options.description ?? '', options),
    enabled: true,
  };
  const collection = await client.post<StoreCollection>(
    STORE_ENDPOINTS.products(websiteId),
    collectionRequest,
  );
  const categoryRequest: RootCategoryRequest = {
    displayName: title,
    parentCategoryId: null,
    type: 'ROOT',
    pageRendering: 'LIST_VIEW',
    displayIndex: ROOT_CATEGORY_DISPLAY_INDEX,
  };
  const category = await client.post<RootCategory>(
    STORE_ENDPOINTS.categories(websiteId, collection.id),
    categoryRequest,
  );
  if (!options.addToNavigation) return { collection, category };
  const navigation = await addToMainNavigation(client, {
    collectionId: collection.id,
    templateId: options.addToNavigation.templateId,
    ...(options.messages ? { messages: options.messages } : {}),
  });
  return { collection, category, navigation };
}
