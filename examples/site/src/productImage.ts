import { escapeHtml } from '@storefront-widgets/template';

const COLORS: Record<string, string> = { Black: '#222222', White: '#f2f2f2' };
const PALETTE = [
  '#c8553d',
  '#2d6a4f',
  '#1f3a5f',
  '#8e6c8a',
  '#e09f3e',
  '#3a506b',
  '#6b705c',
  '#9c6644',
  '#386641',
];

/**
 * A generated SVG picture for a product (or one colour of it), so the example store needs no
 * image files and no outside host. The same product always gets the same picture.
 */
export function productImageSvg(name: string, color?: string): string {
  const hash = [...name].reduce((total, char) => (total * 31 + char.charCodeAt(0)) >>> 0, 7);
  const fill = (color && COLORS[color]) || PALETTE[hash % PALETTE.length] || '#1f3a5f';
  const text = color === 'White' ? '#222' : '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img" aria-label="${escapeHtml(name)}">
<rect width="480" height="480" fill="${fill}"/>
<text x="240" y="250" font-family="system-ui, sans-serif" font-size="30" fill="${text}" text-anchor="middle">${escapeHtml(name)}${color ? ` · ${escapeHtml(color)}` : ''}</text>
</svg>`;
}
