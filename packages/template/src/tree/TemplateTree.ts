/**
 * The compiled form of a template: plain JSON (strings, numbers, arrays and plain objects), so it
 * can be cached, shipped to a browser or stored, and rendered any number of times with different
 * data. `JSON.parse(JSON.stringify(tree))` renders exactly like `tree`.
 */
export interface TemplateTree {
  /** Format version of the tree; a renderer refuses trees of another version. */
  v: 1;
  /** The template's top-level instructions. */
  body: TemplateNode[];
}

/** Source position of an instruction: 1-based line and column of its opening `{`. */
export type SourcePosition = [line: number, column: number];

/**
 * A path into the data: `a.b.0` is `['a', 'b', 0]`. Names may start with `@` (the current node
 * `@`, `@index`, `@index0` or a variable bound by `.var`, `.ctx`, `.eval` or `.inject`) or `$`.
 */
export type DataPath = (string | number)[];

/** One formatter of a chain: `|truncate 10 …` is `{ name: 'truncate', args: ['10', '…'] }`. */
export interface FormatterCall {
  name: string;
  args: string[];
}

/** One instruction or a run of literal text. */
export type TemplateNode =
  | string
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindNode
  | ContextNode
  | EvalNode
  | InjectNode
  | IncludeNode
  | MacroNode;

/** `{a.b, c|html|truncate 10}`: the first path's value after the formatters is written out. */
export interface VariableNode {
  k: 'variable';
  at: SourcePosition;
  paths: DataPath[];
  calls: FormatterCall[];
}

/** `{.or}` or `{.or name? args}`: what runs when the block before it does not. */
export interface AlternativeNode {
  k: 'or';
  at: SourcePosition;
  /** A predicate to test first; without one the alternative always runs. */
  predicate?: PredicateTest;
  body: TemplateNode[];
  else?: AlternativeNode;
}

/** A predicate and its raw arguments, `equal? a b` is `{ name: 'equal?', args: ['a', 'b'] }`. */
export interface PredicateTest {
  name: string;
  args: string[];
}

/** `{.section a}…{.end}`: runs its body with `a` as the current node when `a` is truthy. */
export interface SectionNode {
  k: 'section';
  at: SourcePosition;
  path: DataPath;
  body: TemplateNode[];
  else?: AlternativeNode;
}

/** `{.repeated section a}…{.alternates with}…{.end}`: runs its body once per element. */
export interface RepeatedNode {
  k: 'repeated';
  at: SourcePosition;
  path: DataPath;
  body: TemplateNode[];
  /** The `{.alternates with}` block, written between two elements. */
  between?: TemplateNode[];
  else?: AlternativeNode;
}

/** `{.name? args}…{.end}` */
export interface PredicateNode {
  k: 'predicate';
  at: SourcePosition;
  predicate: PredicateTest;
  body: TemplateNode[];
  else?: AlternativeNode;
}

/** `{.if a || b && c}` (operators read left to right) or `{.if name? args}`. */
export interface IfNode {
  k: 'if';
  at: SourcePosition;
  /** Variables joined by `ops`; empty when `predicate` is set. */
  paths: DataPath[];
  ops: ('||' | '&&')[];
  predicate?: PredicateTest;
  body: TemplateNode[];
  else?: AlternativeNode;
}

/** `{.var @name a|formatters}` */
export interface BindNode {
  k: 'bind';
  at: SourcePosition;
  name: string;
  paths: DataPath[];
  calls: FormatterCall[];
}

/** `{.ctx @name key=path key=path}`: binds a new object built from paths. */
export interface ContextNode {
  k: 'ctx';
  at: SourcePosition;
  name: string;
  entries: [key: string, path: DataPath][];
}

/** `{.eval expression}` */
export interface EvalNode {
  k: 'eval';
  at: SourcePosition;
  source: string;
}

/** `{.inject @name path}`: binds the inject registered under `path` at render time. */
export interface InjectNode {
  k: 'inject';
  at: SourcePosition;
  name: string;
  path: string;
}

/**
 * `{.include name}`: runs the macro or partial `name` in the current scope, so what it defines
 * (`.var`, `.macro`) is defined here; its output is dropped unless the word `output` follows.
 */
export interface IncludeNode {
  k: 'include';
  at: SourcePosition;
  path: string;
  /** Set by `{.include name output}`: what the partial writes is kept. */
  output?: true;
}

/** `{.macro name}…{.end}`: a partial defined inline, applied with `|apply name`. */
export interface MacroNode {
  k: 'macro';
  at: SourcePosition;
  name: string;
  body: TemplateNode[];
}

/** Instructions that own a body and may end in `{.or}` alternatives. */
export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | AlternativeNode;
