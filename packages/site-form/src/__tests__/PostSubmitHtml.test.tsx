// @vitest-environment jsdom
// DOMPurify is tested on jsdom, the DOM it supports outside a browser: under happy-dom 21 it
// keeps event handlers and drops headings (a DOM difference, not the sanitizer).
import { render } from '@storefront-widgets/test-utils/widgets';
import { describe, expect, it } from 'vitest';
import { PostSubmitHtml } from '../index';

const rendered = (html: string) => {
  const { container } = render(<PostSubmitHtml html={html} />);
  return container;
};

describe('PostSubmitHtml', () => {
  it("keeps the owner's formatting: headings, paragraphs, links, lists and images", () => {
    const container = rendered(
      '<h2>Thanks!</h2><p>Read <a href="https://shop.example/faq" target="_blank">the FAQ</a>.</p>' +
        '<ul><li>One</li><li><strong>Two</strong></li></ul><img src="/thanks.png" alt="Thank you">',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Thanks!');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://shop.example/faq');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/thanks.png');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Thank you');
  });

  it('drops scripts, event handlers, javascript: URLs, styles and form controls', () => {
    const container = rendered(
      '<p onclick="alert(1)">Hi</p><img src=x onerror="window.__pwned=1">' +
        '<script>window.__pwned=2</script><a href="javascript:alert(3)">x</a>' +
        '<a href=" JaVa&#x09;ScRiPt:alert(4)">y</a><iframe src="https://evil.example"></iframe>' +
        '<svg><script>alert(5)</script></svg><style>body{display:none}</style>' +
        '<form action="https://evil.example"><input name="card"></form><div style="position:fixed">z</div>',
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|<svg|<style|<form|<input|style=/i);
    expect(container.querySelector('p')?.textContent).toBe('Hi');
    expect(container.querySelectorAll('a')).toHaveLength(2);
    for (const link of container.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders nothing when nothing survives', () => {
    expect(rendered('<script>alert(1)</script>').innerHTML).toBe('');
  });
});
