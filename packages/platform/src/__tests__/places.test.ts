import { createPlacesApi, MISSING_TRACKING_CONTEXT } from '@storefront-widgets/platform/places';
import { describe, expect, it, vi } from 'vitest';
import { visitBackend } from './helpers/backend';

describe('places against the reference backend (platform §7)', () => {
  it('passes the autocomplete query through unchanged', async () => {
    const { client, requests } = await visitBackend('nobody');
    const answer = await createPlacesApi(client).autocomplete({
      input: 'Market',
      sessiontoken: 'abc',
      language: 'en',
    });
    expect(requests[0]?.path).toBe(
      '/api/google-maps/places/autocomplete?input=Market&sessiontoken=abc&language=en',
    );
    expect(answer.query).toEqual({ input: 'Market', sessiontoken: 'abc', language: 'en' });
    expect(answer.predictions.map((p) => p.placeId)).toEqual(['place-1']);
  });

  it('fetches details quietly with a tracking context of product page and section', async () => {
    const { client } = await visitBackend('nobody');
    const logError = vi.fn();
    const answer = await createPlacesApi(client, { logError }).details(
      { placeId: 'place-3' },
      { productPage: 'prod-tee', section: 'shipping-address' },
    );
    expect(answer.result.address).toMatchObject({ addressLine1: '10 Downing Street', addressCountry: 'GB' });
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs a console error without the tracking context, and still fetches', async () => {
    const { client } = await visitBackend('nobody');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const places = createPlacesApi(client);
    await expect(places.details({ placeId: 'place-1' })).resolves.toMatchObject({
      result: { placeId: 'place-1' },
    });
    await places.details({ placeId: 'place-1' }, { productPage: 'prod-tee' });
    expect(consoleError.mock.calls).toEqual([[MISSING_TRACKING_CONTEXT], [MISSING_TRACKING_CONTEXT]]);
    await expect(
      places.details({ placeId: 'nowhere' }, { productPage: 'p', section: 's' }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'No place with that id.',
    });
  });
});
