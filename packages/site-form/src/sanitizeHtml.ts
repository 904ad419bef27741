import DOMPurify, { type Config } from 'dompurify';

/**
 * What post-submit HTML may contain: DOMPurify's HTML profile (headings, paragraphs, emphasis,
 * links, lists, tables, images, …; no SVG or MathML), without the elements that could restyle
 * or imitate the page (`style`, forms and their controls). DOMPurify itself drops `script`,
 * every `on*` handler and `javascript:`/`data:` URLs in links.
 */
const POST_SUBMIT_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

let linksHookInstalled = false;

/**
 * Sanitizes site-owner HTML for insertion as markup (the form's post-submit HTML), with
 * DOMPurify. Links opening a new tab get `rel="noopener noreferrer"`. Outside a browser (no DOM
 * to sanitize with) the result is empty: nothing unsanitized is ever returned.
 * @returns HTML safe to assign to `innerHTML`.
 */
export function sanitizeHtml(html: string): string {
  if (!html || !DOMPurify.isSupported) return '';
  if (!linksHookInstalled) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    linksHookInstalled = true;
  }
  return DOMPurify.sanitize(html, { ...POST_SUBMIT_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}
