import { type AnalyticsSummaryResponse, API_ROUTES } from '@storefront-widgets/core';
import type { Context, Hono } from 'hono';
import { infoPage, type WebsiteSettings } from '../pageData/sitePages';
import type { RenderPage } from '../render/RenderPage';
import { analyticsPage } from './analyticsPage';

/**
 * The example store's telemetry pages: `/analytics` (the signed-in owner's charts of what the
 * backend stored; anyone else gets the owner's sign-in form) and `/search` (a page the census
 * never records a page view on).
 */
export function registerTelemetryPages(
  app: Hono,
  page: RenderPage,
  website: (c: Context) => Promise<WebsiteSettings>,
  signInFirst: (c: Context, next: string, reason: string) => Promise<Response>,
): void {
  app.get('/analytics', async (c) => {
    const days = c.req.query('days');
    const query = days === undefined ? '' : `?${new URLSearchParams({ days })}`;
    const response = await app.request(`${API_ROUTES.analyticsSummary}${query}`, {
      headers: { cookie: c.req.header('cookie') ?? '' },
    });
    if (response.status === 401)
      return signInFirst(c, '/analytics', "Sign in as the store owner to see the store's analytics.");
    if (response.status === 400) {
      const { message } = (await response.json()) as { message: string };
      const lines = [message, 'Choose a range: /analytics?days=7, ?days=14 or ?days=30.'];
      return page(c, 'info', infoPage(await website(c), 'Analytics', lines), 400);
    }
    if (!response.ok) throw new Error(`${API_ROUTES.analyticsSummary} answered ${response.status}`);
    const summary = (await response.json()) as AnalyticsSummaryResponse;
    return page(c, 'analytics', analyticsPage(await website(c), summary));
  });
  app.get('/search', async (c) => {
    const query = c.req.query('q') ?? '';
    const lines = [query ? `No results for “${query}”.` : 'Type what you are looking for.'];
    return page(c, 'info', infoPage(await website(c), 'Search', lines));
  });
}
