import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/** Props of {@link PostSubmitHtml}. */
export interface PostSubmitHtmlProps {
  /** The form's post-submit HTML, authored by the site owner in the form editor. */
  html: string;
}

/**
 * THE ONE PLACE the widgets render HTML (they are safe by default): the form owner's formatting (headings, links, lists, images) is kept, and the markup
 * goes through DOMPurify first ({@link sanitizeHtml}), so scripts, event handlers and
 * `javascript:` URLs never reach the page. Everything else in the SDK renders text.
 */
export function PostSubmitHtml({ html }: PostSubmitHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
  return <div className="sf-post-submit-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
