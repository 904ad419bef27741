import * as v from 'valibot';
import { requiredParam } from './schemaParts';

/** `GET /api/google-maps/places/autocomplete` query. */
export const PlacesAutocompleteQuerySchema = v.object({
  input: v.pipe(
    v.string('"{field}" is required.'),
    v.maxLength(200, '"{field}" must be at most 200 characters.'),
  ),
});

/** `GET /api/google-maps/places/details` query. */
export const PlaceDetailsQuerySchema = v.object({ placeId: requiredParam() });
