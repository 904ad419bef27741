import { html, type SafeHtml } from '../html';
import { layout } from './layout';

/**
 * A plain page with a heading and a few lines: the thank-you page of the quote form and the
 * stand-ins for the checkout pages (the reference backend has no checkout).
 */
export function infoPage(title: string, lines: Array<string | SafeHtml>, config: Record<string, unknown>) {
  return layout({
    title,
    config,
    body: html`<div class="narrow">
<h1>${title}</h1>
${lines.map((line) => html`<p>${line}</p>`)}
</div>`,
  });
}
