import type { DataPath } from '../tree/TemplateTree';
import { descend, ownProperty } from '../values/values';
import type { Frame } from './Frame';

/** Looks up the first name of a path in one frame: `@`, `@index`, `@index0`, `@var` or a property. */
export function nameInFrame(frame: Frame, name: string | number): unknown {
  if (typeof name === 'string' && name.charCodeAt(0) === 64) {
    if (name === '@') return frame.node;
    if (name === '@index') return frame.index >= 0 ? frame.index + 1 : frame.vars?.get(name);
    if (name === '@index0') return frame.index >= 0 ? frame.index : frame.vars?.get(name);
    return frame.vars?.get(name);
  }
  return ownProperty(frame.node, name);
}

/** The first name of a path in the innermost scope from `frame` outwards that has it. */
function lookupName(frame: Frame, name: string | number): unknown {
  for (let f: Frame | null = frame; f !== null; f = f.isolated ? null : f.parent) {
    const value = nameInFrame(f, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * Resolves a path as a variable tag does: the first name in the innermost scope that has it
 * (`@` only in the current one), the rest downwards. Missing is `undefined`.
 */
export function resolvePath(frame: Frame, path: DataPath): unknown {
  const first = path[0]!;
  const value = first === '@' ? frame.node : lookupName(frame, first);
  return path.length === 1 ? value : descend(value, path, 1);
}

/**
 * Resolves a path as if `node` were the current node of a scope inside `frame` (the scope `|get`
 * and `|lookup` read their keys in), without making that scope: `node` first, then `frame`
 * outwards.
 */
export function resolvePathFrom(node: unknown, frame: Frame, path: DataPath): unknown {
  const first = path[0]!;
  let value: unknown;
  if (first === '@') value = node;
  else {
    // That scope would bind no variables and be no element of a repeated section.
    if (typeof first !== 'string' || first.charCodeAt(0) !== 64) value = ownProperty(node, first);
    if (value === undefined) value = lookupName(frame, first);
  }
  return path.length === 1 ? value : descend(value, path, 1);
}

const parsed = new Map<string, DataPath>();

/** `'a.b.0'` as a path (`['a', 'b', 0]`); cached, since plugins resolve the same arguments often. */
export function toPath(text: string): DataPath {
  let path = parsed.get(text);
  if (!path) {
    path = text.split('.').map((part) => (/^\d+$/.test(part) ? Number.parseInt(part, 10) : part));
    if (parsed.size > 1000) parsed.clear();
    parsed.set(text, path);
  }
  return path;
}
