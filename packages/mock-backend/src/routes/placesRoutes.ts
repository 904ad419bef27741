import {
  API_ROUTES,
  PlaceDetailsQuerySchema,
  type PlaceDetailsResponse,
  PlacesAutocompleteQuerySchema,
  type PlacesAutocompleteResponse,
} from '@storefront-widgets/core';
import type { Hono } from 'hono';
import { httpError } from '../http/httpError';
import { validateQuery } from '../http/validate';

/** Deterministic fake places served instead of the maps service. */
export const FAKE_PLACES = [
  {
    placeId: 'place-1',
    addressLine1: '1 Market Street',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'US',
    lat: 37.7936,
    lng: -122.3958,
  },
  {
    placeId: 'place-2',
    addressLine1: '225 Varick Street',
    city: 'New York',
    state: 'NY',
    postalCode: '10014',
    country: 'US',
    lat: 40.7286,
    lng: -74.0054,
  },
  {
    placeId: 'place-3',
    addressLine1: '10 Downing Street',
    city: 'London',
    state: '',
    postalCode: 'SW1A 2AA',
    country: 'GB',
    lat: 51.5034,
    lng: -0.1276,
  },
  {
    placeId: 'place-4',
    addressLine1: '1 Chome-1-2 Oshiage',
    city: 'Tokyo',
    state: 'Tokyo',
    postalCode: '131-0045',
    country: 'JP',
    lat: 35.7101,
    lng: 139.8107,
  },
  {
    placeId: 'place-5',
    addressLine1: '100 Queen Street West',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5H 2N2',
    country: 'CA',
    lat: 43.6535,
    lng: -79.3841,
  },
  {
    placeId: 'place-6',
    addressLine1: '5 Avenue Anatole France',
    city: 'Paris',
    state: '',
    postalCode: '75007',
    country: 'FR',
    lat: 48.8584,
    lng: 2.2945,
  },
];

const describe = (p: (typeof FAKE_PLACES)[number]) =>
  [p.addressLine1, p.city, p.state, p.postalCode, p.country].filter((s) => s !== '').join(', ');

/** GET places autocomplete and details, with the query passed through and echoed. */
export function registerPlacesRoutes(app: Hono): void {
  app.get(API_ROUTES.placesAutocomplete, validateQuery(PlacesAutocompleteQuerySchema), (c) => {
    const { input } = c.req.valid('query');
    const needle = input.trim().toLowerCase();
    const predictions = FAKE_PLACES.filter(
      (p) => needle !== '' && describe(p).toLowerCase().includes(needle),
    ).map((p) => ({
      placeId: p.placeId,
      description: describe(p),
      mainText: p.addressLine1,
      secondaryText: [p.city, p.country].join(', '),
    }));
    return c.json({ predictions, query: c.req.query() } satisfies PlacesAutocompleteResponse);
  });
  app.get(API_ROUTES.placeDetails, validateQuery(PlaceDetailsQuerySchema), (c) => {
    const { placeId } = c.req.valid('query');
    const place = FAKE_PLACES.find((p) => p.placeId === placeId);
    if (!place) throw httpError(404, { message: 'No place with that id.', errors: { placeId } });
    return c.json({
      result: {
        placeId: place.placeId,
        formattedAddress: describe(place),
        address: {
          addressLine1: place.addressLine1,
          addressLine2: '',
          city: place.city,
          state: place.state,
          postalCode: place.postalCode,
          addressCountry: place.country,
        },
        location: { mapLat: place.lat, mapLng: place.lng },
      },
      query: c.req.query(),
    } satisfies PlaceDetailsResponse);
  });
}
