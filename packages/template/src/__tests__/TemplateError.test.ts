import { TemplateError, TemplateMessages } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

describe('TemplateError', () => {
  it('carries its category, the platform message and where it happened', () => {
    const error = new TemplateError('parser', TemplateMessages.unknownFormatter('foo'), 3, 7);
    expect(error).toBeInstanceOf(Error);
    expect(error.toJSON()).toEqual({
      category: 'parser',
      message: "Formatter 'foo' is unknown",
      line: 3,
      column: 7,
    });
    expect(error.name).toBe('TemplateError');
  });
});
