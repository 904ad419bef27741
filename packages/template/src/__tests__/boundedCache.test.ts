import { describe, expect, it } from 'vitest';
import { createBoundedCache } from '../plugins/boundedCache';

describe('createBoundedCache', () => {
  it('makes each key once, and starts over when it holds `limit` entries', () => {
    const made: string[] = [];
    const cache = createBoundedCache<string>(2);
    const get = (key: string) =>
      cache(key, () => {
        made.push(key);
        return key.toUpperCase();
      });
    expect([get('a'), get('a'), get('b'), get('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    get('c'); // the third key empties the cache first
    get('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
