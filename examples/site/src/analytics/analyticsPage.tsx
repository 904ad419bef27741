import type { AnalyticsSummaryResponse } from '@storefront-widgets/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { infoPage, type PageJson, type WebsiteSettings } from '../pageData/sitePages';
import { AnalyticsDashboard } from './AnalyticsCharts';

/**
 * The owner's analytics page (analytics.jsont): the charts are rendered on the server with React
 * as SVG (no script), so they show under the site's CSP and before any script runs. The template
 * writes `dashboardHtml` as it is, the way a platform page writes a block's rendered HTML.
 */
export function analyticsPage(site: WebsiteSettings, summary: AnalyticsSummaryResponse): PageJson {
  return {
    ...infoPage(site, 'Analytics', []),
    pageStylesheet: '/assets/analytics.css',
    dashboardHtml: renderToStaticMarkup(<AnalyticsDashboard summary={summary} />),
  };
}
