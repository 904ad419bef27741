import { TemplateError, TemplateMessages } from '@storefront/template';
import { describe, expect, it } from 'vitest';

describe('TemplateError', () => {
  it('carries its category and the spec message', () => {
    const error = new TemplateError('parser', TemplateMessages.unknownFormatter);
    expect(error).toBeInstanceOf(Error);
    expect(error.category).toBe('parser');
    expect(error.message).toBe('Formatter is unknown');
    expect(error.name).toBe('TemplateError');
  });
});
