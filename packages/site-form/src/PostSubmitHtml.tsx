/** Props of {@link PostSubmitHtml}. */
export interface PostSubmitHtmlProps {
  /** The form's post-submit HTML, authored by the site owner in the form editor. */
  html: string;
}

/**
 * THE ONE PLACE the widgets render HTML (storefront §4 "post-submit HTML"; DESIGN.md "Safe by
 * default"). The HTML is site-owner content from the form definition, never visitor input or a
 * server message; it is inserted as markup on purpose, like the platform does. Everything else in
 * the SDK renders text.
 */
export function PostSubmitHtml({ html }: PostSubmitHtmlProps) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: documented exception, see the JSDoc above.
  return <div className="sf-post-submit-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
