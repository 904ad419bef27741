import type { FormDefinition } from '@storefront/core';
import { html, jsonAttribute, type SafeHtml } from '../html';
import { layout } from './layout';

export interface FormPageOptions {
  title: string;
  intro: string;
  form: FormDefinition;
  config: Record<string, unknown>;
}

/**
 * A site-form block: the definition the platform's GetTemplateSchema returned, in `data-form`.
 * The widget renders the fields; until it runs the block holds the form's name.
 */
export function formBlock(form: FormDefinition, pageId: string): SafeHtml {
  return html`<div class="site-form-slot" data-storefront-widget="site-form" data-page-id="${pageId}" data-content-source="c" data-form="${jsonAttribute(form)}"></div>`;
}

/**
 * A page with one site form (contact, newsletter, quote, the status test forms) under an h2 of
 * the form's name, so the form's section headings (h3) follow in order. The captcha script is
 * loaded only when the form has a captcha.
 */
export function formPage({ title, intro, form, config }: FormPageOptions): string {
  const { captchaSiteKey, ...pageConfig } = config;
  return layout({
    title,
    config: { ...pageConfig, ...(form.captcha.enabled && captchaSiteKey ? { captchaSiteKey } : {}) },
    body: html`<div class="narrow">
<h1>${title}</h1>
<p>${intro}</p>
<h2>${form.name}</h2>
${formBlock(form, `page-${form.id}`)}
</div>`,
  });
}
