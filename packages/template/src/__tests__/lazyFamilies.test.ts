import {
  ALL_FORMATTERS,
  ALL_PREDICATES,
  CORE_FORMATTERS,
  CORE_PREDICATES,
} from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';
import { LAZY_FAMILIES } from '../plugins/lazyFamilies';

/** Each family's plugins as its chunk exports them, by name. */
const families = await Promise.all(
  Object.entries(LAZY_FAMILIES).map(async ([name, family]) => ({
    name,
    family,
    plugins: await family.load(),
  })),
);
const sorted = (names: Iterable<string>) => [...names].sort();

describe("the browser entry's table of lazily loaded families", () => {
  it.each(families.map((entry) => [entry.name, entry] as const))(
    '%s: lists exactly the names its chunk defines',
    (_name, { family, plugins }) => {
      expect(sorted(family.names.split(' '))).toEqual(
        sorted([...Object.keys(plugins.formatters), ...Object.keys(plugins.predicates)]),
      );
    },
  );

  it('names every built-in of the Node entry outside core, each with the plugin the Node entry runs', () => {
    const browser = new Map<string, unknown>([
      ...Object.entries(CORE_FORMATTERS),
      ...Object.entries(CORE_PREDICATES),
    ]);
    for (const { family, plugins } of families) {
      for (const name of family.names.split(' ')) {
        if (browser.has(name) && !(name in CORE_FORMATTERS || name in CORE_PREDICATES))
          throw new Error(`${name} is listed by two lazy families`);
        browser.set(name, plugins.formatters[name] ?? plugins.predicates[name]);
      }
    }
    const node = new Map<string, unknown>([
      ...Object.entries(ALL_FORMATTERS),
      ...Object.entries(ALL_PREDICATES),
    ]);
    expect(sorted(browser.keys())).toEqual(sorted(node.keys()));
    for (const [name, plugin] of node) expect(browser.get(name), name).toBe(plugin);
  });

  it('gives lazily loaded plugins no compile-time argument check (templates compile before they load)', () => {
    const checked = families.flatMap(({ plugins }) =>
      Object.entries({ ...plugins.formatters, ...plugins.predicates })
        .filter(([, plugin]) => typeof plugin !== 'function' && plugin.validate)
        .map(([name]) => name),
    );
    expect(checked).toEqual([]);
  });
});
