import type { AnalyticsSummaryResponse } from '@storefront/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { html, raw } from '../html';
import { layout } from '../pages/layout';
import { AnalyticsDashboard } from './AnalyticsCharts';

/**
 * The owner's analytics page, rendered on the server with React: the charts are SVG (no script),
 * so they show under the site's CSP and before any script runs.
 */
export function analyticsPage(summary: AnalyticsSummaryResponse, config: Record<string, unknown>): string {
  return layout({
    title: 'Analytics',
    config,
    head: html`<link rel="stylesheet" href="/assets/analytics.css">`,
    body: raw(renderToStaticMarkup(<AnalyticsDashboard summary={summary} />)),
  });
}

/** The page a visitor who is not the signed-in owner gets (401). */
export function analyticsSignInPage(config: Record<string, unknown>): string {
  return layout({
    title: 'Analytics',
    config,
    body: html`<div class="narrow">
<h1>Analytics</h1>
<p>Sign in as the store owner to see the store's analytics.</p>
</div>`,
  });
}
