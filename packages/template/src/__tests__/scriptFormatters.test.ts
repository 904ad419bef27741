import { render } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';

describe('json-script: JSON for a <script type="application/json"> island', () => {
  const hostile = {
    answer: '<!--<script>',
    close: '</script><img src=x onerror=alert(1)>',
    amp: 'Tom & Jerry &lt;',
    lines: 'a\u2028b\u2029c',
  };

  it('escapes <, >, &, U+2028 and U+2029, and reads back as the same value', () => {
    const { output, errors } = render('<script type="application/json">{d|json-script}</script>', {
      data: { d: hostile },
    });
    expect(errors).toEqual([]);
    const island = output.slice('<script type="application/json">'.length, -'</script>'.length);
    expect(island).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(island)).toEqual(hostile);
  });

  it('writes nothing for a missing value', () => {
    expect(render('[{missing|json-script}]', { data: {} }).output).toBe('[]');
  });
});
