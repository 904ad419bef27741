import {
  COMPILED_FR,
  type CompiledCatalogue,
  createCartStore,
  createCommerceNavigation,
  createHttpClient,
  createMessages,
  type TranslatedLanguage,
  translationLanguageOf,
} from '@storefront-widgets/core';
import type { EmbedConfig } from '@storefront-widgets/embed';
import {
  type CaptchaApi,
  type ParsePropsResult,
  StorefrontProvider,
  settingsFromConfig,
  toAttributeName,
} from '@storefront-widgets/react';
import { escapeHtmlAttribute } from '@storefront-widgets/template';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Every translation by language, loaded with the server (the drop-in loads the page's own as a
 * chunk): the server writes a French page's widgets in French, as the drop-in mounts them.
 */
const TRANSLATIONS_BY_LANGUAGE: Readonly<Record<TranslatedLanguage, CompiledCatalogue>> = { fr: COMPILED_FR };

/** One drop-in block to write: its element's `data-*` attributes and the widget package that reads them. */
export interface PrerenderWidgetOptions<P> {
  /** The `data-storefront-widget` name. */
  widget: string;
  /** Class of the block element (it styles the slot before and after mounting). */
  className?: string;
  /** The block's `data-*` attributes by dataset key (`productId` for `data-product-id`). */
  data: Record<string, string>;
  /** The widget package's `parseProps`: the reader the drop-in runs on this element. */
  parseProps: (element: HTMLElement) => ParsePropsResult<P>;
  /** The widget with the props the reader returned. */
  render: (props: P) => ReactNode;
  /** The page's drop-in configuration (what its `data-storefront-config` script holds). */
  config: EmbedConfig;
  /** Prefix of the ids the widget generates; unique on the page. */
  idPrefix: string;
  /** Whether the block starts hidden (a restock form following the chosen variant). */
  hidden?: boolean;
}

/** The block's element, or the reader's message when its attributes are refused. */
export type PrerenderResult = { html: string; error?: undefined } | { html: string; error: string };

/**
 * The captcha library as the server sees it: the widget renders its container (so the captcha
 * appearing in the browser moves nothing) and the library is only ever called by effects, which
 * never run on the server.
 */
const SERVER_CAPTCHA: CaptchaApi = {
  render: () => 0,
  reset: () => undefined,
  getResponse: () => '',
  execute: () => Promise.reject(new Error('the captcha runs in the browser')),
};

/**
 * The part of an element a widget's `parseProps` reads: its dataset (no child script elements).
 * The server has no CSS engine, so a selector attribute is checked by the browser's reader only.
 */
const datasetElement = (data: Record<string, string>) =>
  ({
    dataset: { ...data },
    querySelector: () => null,
    ownerDocument: { createDocumentFragment: () => ({ querySelector: () => null }) },
  }) as unknown as HTMLElement;

/**
 * Writes a drop-in block exactly as the drop-in will mount it: the element with its `data-*`
 * attributes, and inside it the markup of the widget the drop-in renders there, produced by the
 * same widget package from the props its own reader (`parseProps`) gets out of those attributes,
 * under the same provider settings the drop-in derives from the page's configuration. Mounting
 * then takes that markup over (`data-storefront-prerendered`), so nothing moves.
 */
export function prerenderWidget<P>(options: PrerenderWidgetOptions<P>): PrerenderResult {
  const { widget, className, data, config } = options;
  const attributes = [
    ...(className ? [`class="${escapeHtmlAttribute(className)}"`] : []),
    `data-storefront-widget="${escapeHtmlAttribute(widget)}"`,
    ...Object.entries(data).map(([key, value]) => `${toAttributeName(key)}="${escapeHtmlAttribute(value)}"`),
    ...(options.hidden ? ['hidden'] : []),
  ].join(' ');
  const parsed = options.parseProps(datasetElement(data));
  if (!parsed.ok) return { html: `<div ${attributes}></div>`, error: `${widget}: ${parsed.error}` };

  const language = translationLanguageOf(config.locale);
  const translation = language && TRANSLATIONS_BY_LANGUAGE[language];
  const messages = createMessages({
    locale: config.locale,
    ...(translation ? { catalogue: translation } : {}),
  });
  const client = createHttpClient({ baseUrl: config.apiBase, messages });
  const markup = renderToStaticMarkup(
    <StorefrontProvider
      client={client}
      cartStore={createCartStore({ client, messages })}
      messages={messages}
      locale={config.locale}
      currency={config.currency}
      navigation={createCommerceNavigation({ isInEditorFrame: config.isInEditorFrame })}
      {...(config.captchaSiteKey ? { captcha: SERVER_CAPTCHA } : {})}
      settings={settingsFromConfig(config)}
      idPrefix={options.idPrefix}
    >
      {options.render(parsed.props)}
    </StorefrontProvider>,
  );
  // The drop-in takes the marked markup over rather than building it again.
  return { html: `<div ${attributes} data-storefront-prerendered>${markup}</div>` };
}
