import type { PluginSamples } from '../PluginSamples';

/** Arguments and data for the core family (plugins/core). */
export const CORE_SAMPLES: PluginSamples = {
  formatters: {
    apply: [['m'], ['missing'], []],
    cycle: [['odd', 'even'], ['a', 'b', 'c'], []],
    'find-first': [['b'], ['b.c'], []],
    'find-last': [['b'], ['a']],
    format: [['a', 'b'], ['x'], []],
    get: [['k'], ['k', 'k'], []],
    'key-by': [['a'], ['b.c'], []],
    lookup: [['k'], ['a.b'], []],
    mod: [['3'], [], ['0'], ['x']],
    output: [['x', 'y'], []],
    pluralize: [[], ['y'], ['one', 'many']],
    prop: [['a'], ['a', 'b'], []],
    round: [[], ['2']],
    truncate: [[], ['5'], ['3', '--'], ['0'], ['x']],
  },
  predicates: {
    'equal?': [['a', 'b'], ['a', '1'], ['a', '"x"'], ['1'], []],
    'notEqual?': [
      ['a', 'b'],
      ['a', 'null'],
    ],
    'greaterThan?': [['a', 'b'], ['a', '2'], ['2']],
    'greaterThanOrEqual?': [['a', 'b'], ['1']],
    'lessThan?': [
      ['a', 'b'],
      ['a', '"m"'],
    ],
    'lessThanOrEqual?': [['a', 'b'], ['3']],
    'even?': [[], ['a']],
    'odd?': [[], ['a']],
    'nth?': [['2'], ['a', '3']],
    'plural?': [[], ['a']],
    'singular?': [[], ['a']],
  },
  values: ['{0} and {1}', 'x {0}', 'a\nb', '<b>bold</b> & "q"', 'it\'s -- "ok"', 'Hello, World!'],
};
