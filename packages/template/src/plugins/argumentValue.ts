import type { RenderContext } from './RenderContext';

/**
 * An argument the way comparison predicates read it: a JSON literal (`1`, `true`, `null`,
 * `"text"`) is that value, anything else is a path looked up in the current scope.
 */
export function argumentValue(arg: string, context: RenderContext): unknown {
  const c = arg.charCodeAt(0);
  // Only what can start a JSON literal is tried, so most paths skip the parse.
  if (c === 34 || c === 45 || (c >= 48 && c <= 57) || arg === 'true' || arg === 'false' || arg === 'null') {
    try {
      return JSON.parse(arg);
    } catch {}
  }
  return context.resolve(arg);
}
