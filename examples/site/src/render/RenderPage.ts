import type { Context } from 'hono';
import type { PageJson } from '../pageData/sitePages';

/**
 * Answers a page: `template` (a file of templates/ by name) rendered with the page JSON, or the
 * JSON itself for `?format=json`.
 */
export type RenderPage = (
  c: Context,
  template: string,
  data: PageJson,
  status?: 200 | 400 | 401 | 403 | 404 | 429,
) => Response | Promise<Response>;
