export {
  createPlacesApi,
  MISSING_TRACKING_CONTEXT,
  PLACES_ENDPOINTS,
  type PlacesApi,
  type PlacesApiOptions,
  type PlacesTrackingContext,
} from './createPlacesApi';
