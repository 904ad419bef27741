import { toPath } from '../render/resolvePath';
import type { DataPath } from '../tree/TemplateTree';
import type { RenderContext } from './RenderContext';

/** An argument read once: a JSON literal, or a path to look up. */
type ReadArgument = { literal: unknown } | { path: DataPath };

const read = new Map<string, ReadArgument>();

function readArgument(arg: string): ReadArgument {
  const c = arg.charCodeAt(0);
  // Only what can start a JSON literal is tried, so most paths skip the parse.
  if (c === 34 || c === 45 || (c >= 48 && c <= 57) || arg === 'true' || arg === 'false' || arg === 'null') {
    try {
      return { literal: JSON.parse(arg) };
    } catch {}
  }
  return { path: toPath(arg) };
}

/**
 * An argument the way comparison predicates read it: a JSON literal (`1`, `true`, `null`,
 * `"text"`) is that value, anything else is a path looked up in the current scope.
 */
export function argumentValue(arg: string, context: RenderContext): unknown {
  let argument = read.get(arg);
  if (!argument) {
    argument = readArgument(arg);
    // Arguments come from templates, so the cache stays small; bound it all the same.
    if (read.size > 2000) read.clear();
    read.set(arg, argument);
  }
  return 'literal' in argument ? argument.literal : context.resolve(argument.path);
}
