import { type AnalyticsSummaryResponse, API_ROUTES } from '@storefront/core';
import type { Hono } from 'hono';
import { infoPage } from '../pages/infoPage';
import { analyticsPage, analyticsSignInPage } from './analyticsPage';

/**
 * The example store's telemetry pages: `/analytics` (the signed-in owner's charts of what the
 * backend stored) and `/search` (a page the census never records a page view on).
 */
export function registerTelemetryPages(app: Hono): void {
  app.get('/analytics', async (c) => {
    const response = await app.request(API_ROUTES.analyticsSummary, {
      headers: { cookie: c.req.header('cookie') ?? '' },
    });
    if (response.status === 401) return c.html(analyticsSignInPage({}), 401);
    if (!response.ok) throw new Error(`${API_ROUTES.analyticsSummary} answered ${response.status}`);
    return c.html(analyticsPage((await response.json()) as AnalyticsSummaryResponse, {}));
  });
  app.get('/search', (c) => {
    const query = c.req.query('q') ?? '';
    return c.html(
      infoPage('Search', [query ? `No results for “${query}”.` : 'Type what you are looking for.'], {}),
    );
  });
}
