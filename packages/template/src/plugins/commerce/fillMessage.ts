import { toText } from '../../values/values';

/**
 * Fills the `{name}` placeholders of a commerce message (a default label, a localized string, a
 * merchant's scarcity text) with `args[name]` as text; a placeholder without a value is removed.
 * Other text, a lone `{` included, stays as written.
 */
export function fillMessage(message: string, args: Readonly<Record<string, unknown>>): string {
  return message.replace(/\{\s*(\w+)\s*\}/g, (_, name: string) =>
    Object.hasOwn(args, name) ? toText(args[name]) : '',
  );
}
