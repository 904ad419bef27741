import { createMessages } from '@storefront-widgets/core/messages';
import {
  emailFormatHint,
  isValidLink,
  validateDataset,
  validateEmailAddress,
  validateFileName,
  validateLink,
  validateListSelected,
  validatePageUrl,
  validateUniqueTag,
} from '@storefront-widgets/platform/validation';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './helpers/compileMessages';

describe('the texts of platform §5 where a helper shows them', () => {
  it("says 'Please enter a valid email' for a blank or malformed address, with core's email rule", () => {
    expect(validateEmailAddress('owner@example.com')).toBeNull();
    expect(validateEmailAddress(' owner@example.com ')).toBeNull();
    for (const bad of ['', 'owner', 'owner@example', 'owner@@example.com', 'a@b.toolong']) {
      expect(validateEmailAddress(bad)).toBe('Please enter a valid email');
    }
    expect(emailFormatHint()).toBe('Emails must be formatted as name@example.com');
    expect(emailFormatHint('you@shop.test')).toBe('Emails must be formatted as you@shop.test');
  });

  it('accepts links with or without the scheme and shows both forms otherwise', () => {
    for (const good of [
      'example.com',
      'https://example.com',
      'http://shop.example.co.uk/summer?x=1',
      'example.com/a',
    ]) {
      expect(isValidLink(good)).toBe(true);
    }
    for (const bad of [
      '',
      'example',
      'ftp://example.com',
      'exa mple.com',
      'javascript:alert(1)',
      'https://localhost',
    ]) {
      expect(validateLink(bad)).toBe('Links must be formatted as example.com or https://example.com');
    }
  });

  it("says '{val} is not a valid page URL' for anything but a site path", () => {
    for (const good of ['/', '/about', '/shop/summer-2031', '/blog/post_1.html', '/about/']) {
      expect(validatePageUrl(good)).toBeNull();
    }
    expect(validatePageUrl('about')).toBe('about is not a valid page URL');
    expect(validatePageUrl('/my page')).toBe('/my page is not a valid page URL');
    expect(validatePageUrl('//evil.test')).toBe('//evil.test is not a valid page URL');
    expect(validatePageUrl('https://example.com/a')).toBe('https://example.com/a is not a valid page URL');
  });

  it('asks for a file name and a list', () => {
    expect(validateFileName('  ')).toBe('Please enter a file name');
    expect(validateFileName('logo.png')).toBeNull();
    expect(validateListSelected(undefined)).toBe('A List must be selected');
    expect(validateListSelected('')).toBe('A List must be selected');
    expect(validateListSelected('list-1')).toBeNull();
  });

  it('wants a dataset with at least one row and one column', () => {
    expect(validateDataset([])).toBe('Your dataset must have at least one row');
    expect(validateDataset([[], []])).toBe('Your dataset must have at least one column');
    expect(
      validateDataset([
        ['Month', 'Sales'],
        ['Jan', 3],
      ]),
    ).toBeNull();
  });

  it("says 'This {tagType} already exists' for a name taken in any case", () => {
    expect(validateUniqueTag(' Summer ', ['summer', 'winter'], 'tag')).toBe('This tag already exists');
    expect(validateUniqueTag('Shoes', new Set(['shoes']), 'category')).toBe('This category already exists');
    expect(validateUniqueTag('Autumn', ['summer'], 'tag')).toBeNull();
  });

  it('can be localised through the catalogue', () => {
    const messages = createMessages({
      catalogue: compileMessages({ 'validation.tagExists': 'Le {tagType} existe déjà' }),
    });
    expect(validateUniqueTag('a', ['a'], 'tag', messages)).toBe('Le tag existe déjà');
  });
});
