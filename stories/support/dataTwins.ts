import type { ArgTypes } from '@storybook/react';

/**
 * How one prop reads in the docs page's table: its `data-*` twin (the attribute the drop-in reads
 * into the prop on a server-rendered page), `null` for a prop the drop-in cannot set, or both the
 * twin and the name of the prop's type where the type is a shape rather than a plain value.
 */
export type PropTwin = string | null | { twin: string | null; type: string };

/** The part of react-docgen's output (`Component.__docgenInfo`, added by Storybook's build) read here. */
interface DocgenInfo {
  props?: Record<
    string,
    { description?: string; tsType?: { name: string; raw?: string }; defaultValue?: { value: string } }
  >;
}

/** Types a designer reads as they are; anything longer than this is shown by its name instead. */
const MAX_RAW_TYPE_LENGTH = 48;

function readableType(tsType: { name: string; raw?: string } | undefined, named: string | undefined) {
  if (named) return named;
  if (!tsType) return undefined;
  const { name, raw } = tsType;
  if (raw && raw.length <= MAX_RAW_TYPE_LENGTH && !raw.includes('\n')) return raw;
  return name;
}

/**
 * The docs page's rows for a widget's props: what the prop does (its JSDoc in the package), its
 * default (the JSDoc's `@default`, which react-docgen leaves in the text), a readable type, and
 * its `data-*` twin (see the data-* reference of the template authors' guide), so a designer
 * knows which settings a template author can reach. Where Storybook's docgen did not run (the
 * portable stories under Vitest), the rows keep only the twins.
 */
export function dataTwins(component: unknown, twins: Record<string, PropTwin>): Partial<ArgTypes> {
  const docgen = (component as { __docgenInfo?: DocgenInfo } | undefined)?.__docgenInfo;
  return Object.fromEntries(
    Object.entries(twins).map(([prop, entry]) => {
      const { twin, type } =
        typeof entry === 'object' && entry !== null ? entry : { twin: entry, type: undefined };
      const info = docgen?.props?.[prop];
      const [text = '', defaultText] = (info?.description ?? '').split(/\s*@default\s+/);
      const defaultValue = defaultText?.trim() || info?.defaultValue?.value;
      const summary = readableType(info?.tsType, type);
      const where = twin ? `data-* twin: ${twin}` : 'React only: the drop-in has no attribute for it.';
      return [
        prop,
        {
          description: text ? `${text.trim()}\n\n${where}` : where,
          table: {
            category: 'props (and their data-* twins)',
            ...(summary ? { type: { summary } } : {}),
            ...(defaultValue ? { defaultValue: { summary: defaultValue } } : {}),
          },
        },
      ];
    }),
  );
}
