import type { NavigationItem, SiteLayoutEntry, UpdateNavigationRequest } from '@storefront-widgets/core/api';
import type { HttpClient } from '@storefront-widgets/core/http';
import type { Messages } from '@storefront-widgets/core/messages';
import { getPlatformMessages } from '../i18n/getPlatformMessages';
import { STORE_ENDPOINTS } from './storeEndpoints';

/** Options of {@link addToMainNavigation}. */
export interface AddToMainNavigationOptions {
  /** The collection to link from the main navigation. */
  collectionId: string;
  /** The site template the navigation belongs to. */
  templateId: string;
  /** Formatter of 'Unable to find site main navigation'. @default English */
  messages?: Messages;
}

/** What UpdateNavigation answers. */
export interface UpdateNavigationResponse {
  fieldName: string;
  navigation: { items: NavigationItem[] };
}

/**
 * Appends a collection to the site's main navigation: reads the layout (GetSiteLayout, whose
 * first entry is the main navigation) and posts its links plus the new one (UpdateNavigation).
 * @throws Error 'Unable to find site main navigation' when the site has no layout
 */
export async function addToMainNavigation(
  client: HttpClient,
  options: AddToMainNavigationOptions,
): Promise<UpdateNavigationResponse> {
  const layout = await client.get<SiteLayoutEntry[] | null>(STORE_ENDPOINTS.siteLayout);
  const main = Array.isArray(layout) ? layout[0] : undefined;
  if (!main?.identifier) {
    throw new Error((options.messages ?? getPlatformMessages()).format('navigation.notFound'));
  }
  const request: UpdateNavigationRequest = {
    fieldName: main.identifier as UpdateNavigationRequest['fieldName'],
    templateId: options.templateId,
    navigation: { items: [...(main.links ?? []), { collectionId: options.collectionId, children: [] }] },
  };
  return client.post<UpdateNavigationResponse>(STORE_ENDPOINTS.updateNavigation, request);
}
