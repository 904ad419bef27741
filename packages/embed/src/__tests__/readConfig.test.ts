// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from '../config/readConfig';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readConfig', () => {
  it('uses the defaults on a page with no configuration', () => {
    expect(readConfig(document)).toEqual({ config: DEFAULT_CONFIG, errors: [] });
  });

  it('merges the JSON element with the script tag, the tag winning', () => {
    document.head.innerHTML = `
      <script type="application/json" data-storefront-config>{"currency":"EUR","locale":"fr-CA","isCartPage":true}</script>
      <script type="module" data-storefront data-currency="JPY" data-api-base="https://shop.example/"></script>`;
    const { config, errors } = readConfig(document);
    expect(errors).toEqual([]);
    expect(config).toMatchObject({
      currency: 'JPY',
      locale: 'fr-CA',
      isCartPage: true,
      apiBase: 'https://shop.example',
    });
  });

  it('reports each bad value and keeps its default instead', () => {
    document.head.innerHTML = `
      <script type="application/json" data-storefront-config>{"currency":"dollars","isCartPage":"maybe","locale":4}</script>`;
    const { config, errors } = readConfig(document);
    expect(config).toMatchObject({ currency: 'USD', isCartPage: false, locale: 'en-US' });
    expect(errors).toEqual([
      'config "locale" must be a string',
      'config "isCartPage" must be true or false',
      'config "currency" must be an ISO 4217 code such as USD, got "dollars"',
    ]);
  });

  it('refuses a locale that is not a BCP 47 tag (en_US would throw in Intl.PluralRules later)', () => {
    document.head.innerHTML = `<script type="application/json" data-storefront-config>{"locale":"en_US"}</script>`;
    const { config, errors } = readConfig(document);
    expect(config.locale).toBe('en-US');
    expect(errors).toEqual(['config "locale" must be a BCP 47 language tag such as en-US, got "en_US"']);
    expect(() => new Intl.PluralRules(config.locale)).not.toThrow();
  });

  it('reports configuration that is not JSON', () => {
    document.head.innerHTML =
      '<script type="application/json" data-storefront-config>{currency: USD}</script>';
    const { config, errors } = readConfig(document);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(errors[0]).toMatch(/^the data-storefront-config script is not valid JSON/);
  });
});
