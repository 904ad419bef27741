/**
 * A static page reduced to safe, text-only structure. The info page is external HTML, but the
 * widgets render server text as text (safe by default), so it is parsed inertly
 * (DOMParser runs no scripts) and only headings, paragraphs, lists, emphasis and http(s) links
 * survive; attributes other than a link's href are dropped.
 */
export type InfoNode =
  | string
  | { tag: InfoTag; children: InfoNode[] }
  | { tag: 'a'; href: string; children: InfoNode[] };

/**
 * Elements kept from the page. Its headings are demoted below the dialog's own title, an h2, so
 * the outline keeps its order (the title first and largest): h1 → h3, h2 → h4, h3 → h5, the rest h6.
 */
export type InfoTag = 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'br';

const BLOCK_TAGS: Record<string, InfoTag> = {
  H1: 'h3',
  H2: 'h4',
  H3: 'h5',
  H4: 'h6',
  H5: 'h6',
  H6: 'h6',
  P: 'p',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  BR: 'br',
};
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'HEAD',
]);

function convert(node: Node): InfoNode[] {
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text.trim() ? [text] : [];
  }
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  if (DROPPED.has(element.tagName)) return [];
  const children = [...element.childNodes].flatMap(convert);
  if (element.tagName === 'A') {
    const href = element.getAttribute('href') ?? '';
    return /^https?:\/\//i.test(href) ? [{ tag: 'a', href, children }] : children;
  }
  const tag = BLOCK_TAGS[element.tagName];
  if (tag === 'br') return [{ tag, children: [] }];
  if (tag) return children.length ? [{ tag, children }] : [];
  // Containers (div, section, span…) are flattened into their children.
  return children;
}

/** Parses page HTML into {@link InfoNode}s. `parser` is injected for non-browser callers. */
export function parseInfoPage(html: string, parser: DOMParser = new DOMParser()): InfoNode[] {
  const doc = parser.parseFromString(html, 'text/html');
  return convert(doc.body);
}
