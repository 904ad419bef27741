import { TemplateMessages } from '../errors/TemplateMessages';
import { evaluateExpression } from '../expr/evaluateExpression';
import { EXPRESSION_FUNCTIONS } from '../expr/expressionFunctions';
import { parseExpression } from '../expr/parseExpression';
import type { FormatFunction } from '../plugins/FormatterDefinition';
import type { TestFunction } from '../plugins/PredicateDefinition';
import type {
  AlternativeNode,
  DataPath,
  FormatterCall,
  PredicateTest,
  SourcePosition,
  TemplateNode,
} from '../tree/TemplateTree';
import { descend, isTruthy, ownProperty, toOutput, ValueTooDeep } from '../values/values';
import type { Frame, Run, Runner } from './Frame';
import { RenderLimitReached, type RenderState } from './RenderState';
import { nameInFrame } from './resolvePath';

/** The plugins a tree is built against. */
export interface PluginRegistry {
  formatters: ReadonlyMap<string, FormatFunction>;
  predicates: ReadonlyMap<string, TestFunction>;
}

/** Looks a value up in the render's current scope. */
export type Resolve = (state: RenderState) => unknown;

/** Compiles a path lookup that walks the scopes (variable tags, `.if`, `.var`, predicates). */
function scopedLookup(path: DataPath): Resolve {
  const first = path[0]!;
  const rest = path.length > 1;
  if (first === '@') return rest ? (s) => descend(s.frame.node, path, 1) : (s) => s.frame.node;
  const isName = typeof first === 'string' && first.charCodeAt(0) !== 64;
  const find = (s: RenderState): unknown => {
    for (let f: Frame | null = s.frame; f !== null; f = f.isolated ? null : f.parent) {
      const value = isName ? ownOf(f.node, first as string) : nameInFrame(f, first);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  return rest ? (s) => descend(find(s), path, 1) : find;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** The fast path of `ownProperty` for a plain name. */
function ownOf(node: unknown, name: string): unknown {
  return node !== null && typeof node === 'object' && hasOwn.call(node, name)
    ? (node as Record<string, unknown>)[name]
    : undefined;
}

/**
 * Compiles a lookup in the current scope only (sections, repeated sections). There `@` is the
 * current node and `@name` a variable of this scope; `@index` is not an iteration index.
 */
function localLookup(path: DataPath): Resolve {
  const first = path[0]!;
  const find =
    first === '@'
      ? (s: RenderState) => s.frame.node
      : typeof first === 'string' && first.charCodeAt(0) === 64
        ? (s: RenderState) => s.frame.vars?.get(first)
        : (s: RenderState) => ownProperty(s.frame.node, first);
  return path.length === 1 ? find : (s) => descend(find(s), path, 1);
}

interface BoundCall {
  name: string;
  fn: FormatFunction;
  args: readonly string[];
}

/** Reports what the registry lacks (a tree compiled against other plugins) and leaves it out. */
function bindCalls(calls: FormatterCall[], registry: PluginRegistry): BoundCall[] | string {
  const bound: BoundCall[] = [];
  for (const call of calls) {
    const fn = registry.formatters.get(call.name);
    if (!fn) return TemplateMessages.unknownFormatter(call.name);
    bound.push({ name: call.name, fn, args: call.args });
  }
  return bound;
}

/** Runs a formatter chain over the tag's variables. */
function chainRunner(paths: DataPath[], calls: BoundCall[], at: SourcePosition): Resolve {
  const lookups = paths.map(scopedLookup);
  const main = lookups[0]!;
  if (!calls.length) return main;
  if (calls.length === 1) {
    // The common case, one formatter, without the loop.
    const { fn, args, name } = calls[0]!;
    return (s) => {
      const value = main(s);
      s.startChain(lookups, value, at);
      try {
        const out = fn(value, args, s);
        if (typeof out === 'string' && out.length > 65_536) s.checkOutput(out.length);
        return out;
      } catch (error) {
        if (error instanceof RenderLimitReached) throw error;
        s.error(TemplateMessages.pluginFailed(name, error), at);
        return undefined;
      }
    };
  }
  return (s) => {
    let value = main(s);
    s.startChain(lookups, value, at);
    let i = 0;
    try {
      for (; i < calls.length; i++) {
        value = calls[i]!.fn(value, calls[i]!.args, s);
        // A formatter's text can outgrow the limit on its own (`{t|format big}`).
        if (typeof value === 'string' && value.length > 65_536) s.checkOutput(value.length);
      }
    } catch (error) {
      // A plugin that throws costs its tag, not the page.
      if (error instanceof RenderLimitReached) throw error;
      s.error(TemplateMessages.pluginFailed(calls[i]!.name, error), at);
      return undefined;
    }
    return value;
  };
}

function predicateRunner(test: PredicateTest, at: SourcePosition, registry: PluginRegistry) {
  const fn = registry.predicates.get(test.name);
  const args = test.args;
  if (!fn) return () => false;
  return (s: RenderState) => {
    s.startChain(NO_LOOKUPS, undefined, at);
    try {
      return fn(args, s);
    } catch (error) {
      if (error instanceof RenderLimitReached) throw error;
      s.error(TemplateMessages.pluginFailed(test.name, error), at);
      return false;
    }
  };
}

const NOTHING: Run = () => {};
const NO_LOOKUPS: readonly Resolve[] = [];

/**
 * Turns instructions into closures, once per tree (and per partial), so rendering does no
 * dispatch on instruction kinds. No code is generated at run time: works under a strict CSP.
 * Runs of text and variables become one closure that builds their output in one string.
 */
export function buildRunner(body: TemplateNode[], registry: PluginRegistry): Runner {
  let weight = 0;
  const runs: Run[] = [];
  let texts: string[] = [''];
  let values: Resolve[] = [];
  let positions: SourcePosition[] = [];
  const flush = () => {
    if (values.length || texts[0]) runs.push(writer(texts, values, positions));
    texts = [''];
    values = [];
    positions = [];
  };
  for (const node of body) {
    weight++;
    if (typeof node === 'string') {
      texts[texts.length - 1] += node;
      continue;
    }
    if (node.k === 'variable') {
      const calls = bindCalls(node.calls, registry);
      if (typeof calls !== 'string') {
        values.push(chainRunner(node.paths, calls, node.at));
        positions.push(node.at);
        texts.push('');
        continue;
      }
    }
    flush();
    const built = buildNode(node, registry);
    runs.push(built.run);
    weight += built.weight - 1;
  }
  flush();
  return { run: sequence(runs), weight };
}

/** What `{a}` writes: a value too deeply nested to write is reported and writes nothing. */
function writeValue(value: unknown, s: RenderState, at: SourcePosition): string {
  try {
    return toOutput(value);
  } catch (error) {
    if (!(error instanceof ValueTooDeep)) throw error;
    s.error(error.message, at);
    return '';
  }
}

/**
 * Writes text and values alternating: texts[0], values[0], texts[1], …, texts[n], the common case
 * (a string value) first, and checks the output limit after each write.
 */
function writer(texts: string[], values: Resolve[], at: SourcePosition[]): Run {
  const [t0, t1 = '', t2 = ''] = texts;
  const [at0 = NOWHERE, at1 = NOWHERE] = at;
  switch (values.length) {
    case 0:
      return (s) => {
        s.out += t0;
        s.checkOutput();
      };
    case 1: {
      const v0 = values[0]!;
      return (s) => {
        const a = v0(s);
        s.out += t0 + (typeof a === 'string' ? a : writeValue(a, s, at0)) + t1;
        s.checkOutput();
      };
    }
    case 2: {
      const [v0, v1] = values as [Resolve, Resolve];
      return (s) => {
        const a = v0(s);
        s.out += t0 + (typeof a === 'string' ? a : writeValue(a, s, at0)) + t1;
        s.checkOutput();
        const b = v1(s);
        s.out += (typeof b === 'string' ? b : writeValue(b, s, at1)) + t2;
        s.checkOutput();
      };
    }
    default:
      return (s) => {
        s.out += texts[0];
        for (let i = 0; i < values.length; i++) {
          const value = values[i]!(s);
          s.out += (typeof value === 'string' ? value : writeValue(value, s, at[i]!)) + texts[i + 1];
          s.checkOutput();
        }
      };
  }
}

const NOWHERE: SourcePosition = [0, 0];

function sequence(runs: Run[]): Run {
  switch (runs.length) {
    case 0:
      return NOTHING;
    case 1:
      return runs[0]!;
    case 2: {
      const [a, b] = runs as [Run, Run];
      return (s) => {
        a(s);
        b(s);
      };
    }
    case 3: {
      const [a, b, c] = runs as [Run, Run, Run];
      return (s) => {
        a(s);
        b(s);
        c(s);
      };
    }
    default:
      return (s) => {
        for (let i = 0; i < runs.length; i++) runs[i]!(s);
      };
  }
}

/** The run of an `{.or}` chain (or nothing when there is none). */
function buildAlternative(alternative: AlternativeNode | undefined, registry: PluginRegistry): Runner {
  if (!alternative) return { run: NOTHING, weight: 0 };
  const body = buildRunner(alternative.body, registry);
  if (!alternative.predicate) return body;
  const test = predicateRunner(alternative.predicate, alternative.at, registry);
  const next = buildAlternative(alternative.else, registry);
  return {
    run: (s) => (test(s) ? body.run(s) : next.run(s)),
    weight: 1 + body.weight + next.weight,
  };
}

function buildNode(node: Exclude<TemplateNode, string>, registry: PluginRegistry): Runner {
  switch (node.k) {
    case 'variable': {
      // Only reached when a formatter is missing from the registry (see buildRunner).
      const calls = bindCalls(node.calls, registry);
      return typeof calls === 'string' ? unknownFormatter(calls, node.at) : { run: NOTHING, weight: 1 };
    }
    case 'section': {
      const lookup = localLookup(node.path);
      const body = buildRunner(node.body, registry);
      const otherwise = buildAlternative(node.else, registry);
      return {
        // The alternative runs in the section's scope too, so `{@}` there is the falsy value.
        run: (s) => {
          const value = lookup(s);
          s.push(value);
          if (isTruthy(value)) body.run(s);
          else otherwise.run(s);
          s.pop();
        },
        weight: 1 + body.weight + otherwise.weight,
      };
    }
    case 'repeated': {
      const lookup = localLookup(node.path);
      const body = buildRunner(node.body, registry);
      const between = node.between ? buildRunner(node.between, registry) : undefined;
      const otherwise = buildAlternative(node.else, registry);
      const each = body.weight + (between?.weight ?? 0) + 1;
      return {
        run: (s) => {
          const list = lookup(s);
          if (!Array.isArray(list) || list.length === 0) return otherwise.run(s);
          s.push(list);
          const last = list.length - 1;
          for (let i = 0; i <= last; i++) {
            s.spend(each);
            s.push(list[i], i);
            body.run(s);
            if (between && i < last) between.run(s);
            s.pop();
          }
          s.pop();
        },
        weight: 1 + body.weight + (between?.weight ?? 0) + otherwise.weight,
      };
    }
    case 'predicate': {
      const test = predicateRunner(node.predicate, node.at, registry);
      const body = buildRunner(node.body, registry);
      const otherwise = buildAlternative(node.else, registry);
      return {
        run: (s) => (test(s) ? body.run(s) : otherwise.run(s)),
        weight: 1 + body.weight + otherwise.weight,
      };
    }
    case 'if': {
      const body = buildRunner(node.body, registry);
      const otherwise = buildAlternative(node.else, registry);
      let test: (s: RenderState) => boolean;
      if (node.predicate) test = predicateRunner(node.predicate, node.at, registry);
      else {
        const lookups = node.paths.map(scopedLookup);
        const ops = node.ops;
        // Read left to right without precedence, as the platform does: the first `||` that
        // yields true decides true, the first `&&` that yields false decides false.
        test = (s) => {
          let result = isTruthy(lookups[0]!(s));
          for (let i = 0; i < ops.length; i++) {
            if (ops[i] === '||') {
              result ||= isTruthy(lookups[i + 1]!(s));
              if (result) return true;
            } else {
              result &&= isTruthy(lookups[i + 1]!(s));
              if (!result) return false;
            }
          }
          return result;
        };
      }
      return {
        run: (s) => (test(s) ? body.run(s) : otherwise.run(s)),
        weight: 1 + body.weight + otherwise.weight,
      };
    }
    case 'bind': {
      const calls = bindCalls(node.calls, registry);
      if (typeof calls === 'string') return unknownFormatter(calls, node.at);
      const value = chainRunner(node.paths, calls, node.at);
      const name = node.name;
      return { run: (s) => s.assign(name, value(s)), weight: 1 };
    }
    case 'ctx': {
      const entries = node.entries.map(([key, path]) => [key, scopedLookup(path)] as const);
      const name = node.name;
      return {
        run: (s) => {
          const object: Record<string, unknown> = Object.create(null);
          for (const [key, lookup] of entries) object[key] = lookup(s) ?? null;
          s.assign(name, object);
        },
        weight: 1,
      };
    }
    case 'eval':
      return buildEval(node.source, node.at);
    case 'inject': {
      const { name, path } = node;
      return {
        run: (s) =>
          s.assign(name, Object.hasOwn(s.settings.injects, path) ? s.settings.injects[path] : undefined),
        weight: 1,
      };
    }
    case 'include': {
      const { path, at } = node;
      const output = node.output === true;
      return { run: (s) => s.includePartial(path, output, at), weight: 1 };
    }
    case 'macro': {
      const body = buildRunner(node.body, registry);
      const name = node.name;
      return {
        run: (s) => {
          s.frame.macros ??= new Map();
          s.frame.macros.set(name, body);
        },
        weight: 1,
      };
    }
  }
}

function unknownFormatter(message: string, at: SourcePosition): Runner {
  return { run: (s) => s.error(message, at), weight: 1 };
}

const isFunction = (name: string) => Object.hasOwn(EXPRESSION_FUNCTIONS, name);

function buildEval(source: string, at: SourcePosition): Runner {
  const parsed = parseExpression(source, isFunction);
  return {
    run: (s) => {
      const limits = s.settings.expressions;
      if (!limits) return;
      for (const result of evaluateExpression(source, parsed, s, limits)) {
        if ('error' in result) s.error(result.error, at);
        else if (result.value !== undefined) {
          s.out += toOutput(result.value);
          s.checkOutput();
        }
      }
    },
    weight: 1 + parsed.tokens,
  };
}
