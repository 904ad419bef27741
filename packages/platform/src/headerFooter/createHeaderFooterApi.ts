import type { HeaderFooter } from '@storefront-widgets/core/api';
import type { HttpClient } from '@storefront-widgets/core/http';

/** The header/footer call. */
export const HEADER_FOOTER_PATH = '/api/site-header-footer';

/** The site's header and footer. */
export interface HeaderFooterApi {
  /** GET: the header and footer objects. */
  get(): Promise<HeaderFooter>;
  /** PUT both objects; resolves with what was stored. */
  save(value: HeaderFooter): Promise<HeaderFooter>;
}

/** Creates the header/footer calls over core's HTTP client (a signed-in owner's). */
export function createHeaderFooterApi(client: HttpClient): HeaderFooterApi {
  return {
    get: () => client.get<HeaderFooter>(HEADER_FOOTER_PATH),
    save: ({ header, footer }) => client.put<HeaderFooter>(HEADER_FOOTER_PATH, { header, footer }),
  };
}
