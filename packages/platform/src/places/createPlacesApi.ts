import type { PlaceDetailsResponse, PlacesAutocompleteResponse } from '@storefront-widgets/core/api';
import type { HttpClient, SearchParams } from '@storefront-widgets/core/http';

/** The places calls. */
export const PLACES_ENDPOINTS = {
  autocomplete: '/api/google-maps/places/autocomplete',
  details: '/api/google-maps/places/details',
} as const;

/** Where a place lookup happens, for attributing it. */
export interface PlacesTrackingContext {
  /** The product page the lookup belongs to. */
  productPage?: string | boolean | null;
  /** The page section the lookup comes from. */
  section?: string | null;
}

/** Options of {@link createPlacesApi}. */
export interface PlacesApiOptions {
  /** Receives the missing-tracking-context error. @default console.error */
  logError?: (message: string) => void;
}

/** Address autocomplete and place details. */
export interface PlacesApi {
  /** GET autocomplete with the query passed through unchanged (e.g. `{ input: 'Market' }`). */
  autocomplete(query: SearchParams): Promise<PlacesAutocompleteResponse>;
  /**
   * GET details with the query passed through (e.g. `{ placeId }`). A tracking context with
   * a product page and a section is expected; without one a console error is logged and the
   * call still goes out.
   */
  details(query: SearchParams, trackingContext?: PlacesTrackingContext | null): Promise<PlaceDetailsResponse>;
}

/** The console error of a details lookup without a full tracking context. */
export const MISSING_TRACKING_CONTEXT =
  '[storefront] Place details expect a tracking context with a product page and a section.';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Creates the places calls over core's HTTP client. */
export function createPlacesApi(client: HttpClient, options: PlacesApiOptions = {}): PlacesApi {
  const logError = options.logError ?? ((message: string) => console.error(message));
  return {
    autocomplete: (query) => client.get(PLACES_ENDPOINTS.autocomplete, query),
    details: (query, trackingContext) => {
      if (isBlank(trackingContext?.productPage) || isBlank(trackingContext?.section)) {
        logError(MISSING_TRACKING_CONTEXT);
      }
      return client.get(PLACES_ENDPOINTS.details, query);
    },
  };
}
