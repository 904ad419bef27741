// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseProps } from '../index';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
};

describe('parseProps', () => {
  it('reads the form definition from a child JSON script and page fields from data-*', () => {
    const result = parseProps(
      element(
        `<div data-page-id="p1" data-content-source="i"><script type="application/json" data-form>{"id":"f1","name":"Contact","fields":[{"id":"a","type":"textarea","title":"Message","maxLength":200}],"captcha":{"enabled":true,"siteKey":"k"}}</script></div>`,
      ),
    );
    expect(result).toEqual({
      ok: true,
      props: {
        page: { pageId: 'p1', contentSource: 'i' },
        form: {
          id: 'f1',
          name: 'Contact',
          fields: [
            { id: 'a', type: 'textarea', title: 'Message', description: '', required: false, maxLength: 200 },
          ],
          submissionMessage: '',
          submissionHtml: '',
          disclaimer: '',
          successRedirect: null,
          captcha: { enabled: true, type: 'classic', siteKey: 'k' },
          isNewsletter: false,
          submitButtonText: '',
        },
      },
    });
  });

  it('reads the definition from a data-form attribute', () => {
    const result = parseProps(element(`<div data-form='{"id":"f2","fields":[]}'></div>`));
    expect(result.ok && result.props.form.id).toBe('f2');
  });

  it('names what is wrong', () => {
    expect(parseProps(element('<div></div>'))).toEqual({
      ok: false,
      error: 'missing data-form (the form definition as JSON)',
    });
    expect(
      parseProps(element(`<div data-form='{"id":"f","fields":[{"id":"x","type":"slider"}]}'></div>`)),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('data-form: fields[0].type must be one of text, textarea'),
    });
    expect(
      parseProps(element(`<div data-form='{"id":"f","fields":[{"id":"x","type":"radio"}]}'></div>`)),
    ).toEqual({
      ok: false,
      error: 'data-form: fields[0].options must be an array of strings for a radio field',
    });
    expect(
      parseProps(element(`<div data-form='{"id":"f","fields":[]}' data-content-source="x"></div>`)),
    ).toEqual({
      ok: false,
      error: 'data-content-source must be i (item) or c (collection), got "x"',
    });
  });
});

describe("parseProps: a number field's limits", () => {
  const withField = (field: Record<string, unknown>) => {
    const host = document.createElement('div');
    host.dataset.form = JSON.stringify({ id: 'f1', fields: [{ id: 'n', type: 'number', ...field }] });
    return parseProps(host);
  };

  it('keeps min, max and step', () => {
    const result = withField({ min: 1, max: 10, step: 1 });
    expect(result.ok && result.props.form.fields[0]).toMatchObject({ min: 1, max: 10, step: 1 });
  });

  it('names a limit that cannot be one', () => {
    expect(withField({ min: '1' })).toEqual({
      ok: false,
      error: 'data-form: fields[0].min must be a number',
    });
    expect(withField({ step: 0 })).toEqual({ ok: false, error: 'data-form: fields[0].step must be above 0' });
    expect(withField({ min: 5, max: 1 })).toEqual({
      ok: false,
      error: 'data-form: fields[0].min must not be above max',
    });
  });
});

describe('parseProps: successRedirect', () => {
  const withRedirect = (url: string) => {
    const host = document.createElement('div');
    host.dataset.form = JSON.stringify({ id: 'f1', fields: [], successRedirect: url });
    return parseProps(host);
  };

  it('refuses a redirect that would run script', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>x</script>',
    ]) {
      expect(withRedirect(url)).toEqual({
        ok: false,
        error: 'data-form: "successRedirect" must be an http(s) or relative URL',
      });
    }
  });

  it('keeps http(s) and relative redirects', () => {
    for (const url of ['/thank-you', 'https://shop.example/thanks']) {
      expect(withRedirect(url)).toMatchObject({ ok: true, props: { form: { successRedirect: url } } });
    }
  });
});
