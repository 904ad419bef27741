import type { FormPageContext } from './submitForm';

/** The parts of `document` a page context is read from. */
export interface PageDocument {
  title: string;
  location: { pathname: string };
}

/**
 * The page fields of a form submission: the given ones,
 * else the document's title and path, an empty page id, the collection source ('c') and the
 * public permission type (1).
 * @param doc @default globalThis.document when there is one
 */
export function resolvePageContext(
  page: Partial<FormPageContext> = {},
  doc: PageDocument | undefined = typeof document === 'undefined' ? undefined : document,
): FormPageContext {
  return {
    pageTitle: page.pageTitle ?? doc?.title ?? '',
    pageId: page.pageId ?? '',
    contentSource: page.contentSource ?? 'c',
    pagePath: page.pagePath ?? doc?.location.pathname ?? '',
    pagePermissionTypeValue: page.pagePermissionTypeValue ?? 1,
  };
}
