import type { ArgTypes } from '@storybook/react';

/**
 * The docs page's rows for a widget's props, each naming its `data-*` twin: the attribute the
 * drop-in reads into that prop on a server-rendered page (the data-* reference of the template authors' guide). A prop
 * with no twin says so, so a designer knows which settings a template author can reach.
 */
export function dataTwins(twins: Record<string, string | null>): Partial<ArgTypes> {
  return Object.fromEntries(
    Object.entries(twins).map(([prop, twin]) => [
      prop,
      {
        description: twin ? `data-* twin: ${twin}` : 'React only: the drop-in has no attribute for it.',
        table: { category: 'props (and their data-* twins)' },
      },
    ]),
  );
}
