import { TemplateError } from '../errors/TemplateError';
import { TemplateMessages } from '../errors/TemplateMessages';
import type { ExpressionLimits } from '../expr/evaluateExpression';
import type { ApplyOptions } from '../plugins/ApplyOptions';
import type { RenderContext } from '../plugins/RenderContext';
import type { DataPath, SourcePosition } from '../tree/TemplateTree';
import type { Resolve } from './buildRunner';
import { createFrame, type Frame, type Runner } from './Frame';
import { resolvePath, resolvePathFrom, toPath } from './resolvePath';

/** Partials nest at most this deep. */
export const MAX_PARTIAL_DEPTH = 16;

/** Thrown to stop a render that crossed a limit; caught by the engine, never seen by callers. */
export class RenderLimitReached extends Error {}

/** Where partials come from during one render. */
export interface PartialSource {
  /** The compiled partial `name`, its compile errors, or undefined when there is none. */
  partial(name: string): { runner: Runner; errors: readonly TemplateError[] } | undefined;
}

/** Settings of one render, resolved from the caller's options. */
export interface RenderSettings {
  locale: string;
  timeZone: string;
  now: number;
  injects: Readonly<Record<string, unknown>>;
  partials: PartialSource;
  /** Undefined when `{.eval}` is turned off. */
  expressions: ExpressionLimits | undefined;
  maxOutputLength: number;
  maxSteps: number;
}

/**
 * The state of one render: the output so far, the scope stack and the errors. It is also the
 * {@link RenderContext} formatters and predicates see.
 */
export class RenderState implements RenderContext {
  out = '';
  frame: Frame;
  readonly errors: TemplateError[] = [];
  /** Output held by enclosing partial applications, counted against the output limit. */
  private held = 0;
  private partialDepth = 0;
  /** Instructions run so far (weighted by loop and partial bodies), against the step limit. */
  private steps = 0;
  /** Position of the tag running formatters or predicates, for their errors. */
  at: SourcePosition = [0, 0];
  // The running tag's variables, computed only if a plugin asks for them (most never do).
  private chainLookups: readonly Resolve[] = [];
  private chainFirst: unknown;
  private chainValues: readonly unknown[] | undefined;

  constructor(
    readonly root: unknown,
    readonly settings: RenderSettings,
  ) {
    this.frame = createFrame(root, null);
  }

  /** Notes the tag whose formatters or predicate run next. */
  startChain(lookups: readonly Resolve[], first: unknown, at: SourcePosition): void {
    this.chainLookups = lookups;
    this.chainFirst = first;
    this.chainValues = undefined;
    this.at = at;
  }

  get values(): readonly unknown[] {
    this.chainValues ??= this.chainLookups.map((lookup, i) => (i === 0 ? this.chainFirst : lookup(this)));
    return this.chainValues;
  }

  get node(): unknown {
    return this.frame.node;
  }
  get locale(): string {
    return this.settings.locale;
  }
  get timeZone(): string {
    return this.settings.timeZone;
  }
  get now(): number {
    return this.settings.now;
  }

  get remainingOutput(): number {
    return this.settings.maxOutputLength - this.held - this.out.length;
  }

  resolve(path: string | DataPath, from?: unknown): unknown {
    const parsed = typeof path === 'string' ? toPath(path) : path;
    // `arguments.length` tells `resolve(p, undefined)` (start from a missing node) from `resolve(p)`.
    // biome-ignore lint/complexity/noArguments: no rest array to allocate on this hot path
    return arguments.length > 1 ? resolvePathFrom(from, this.frame, parsed) : resolvePath(this.frame, parsed);
  }

  error(message: string, at: SourcePosition = this.at): void {
    this.errors.push(new TemplateError('engine', message, at[0], at[1]));
  }

  /** Enters a new scope with `node` as the current node. */
  push(node: unknown, index = -1): void {
    this.frame = createFrame(node, this.frame, index);
  }

  pop(): void {
    this.frame = this.frame.parent!;
  }

  /** Binds an `@`-variable in the current scope. */
  assign(name: string, value: unknown): void {
    this.frame.vars ??= new Map();
    this.frame.vars.set(name, value);
  }

  /** Counts work done by loops and partials; stops the render past the limits. */
  spend(weight: number): void {
    this.steps += weight;
    if (this.steps > this.settings.maxSteps) {
      this.error(TemplateMessages.tooManyIterations(this.settings.maxSteps), [0, 0]);
      throw new RenderLimitReached();
    }
    this.checkOutput();
  }

  /** Stops the render once the output (and what enclosing partials hold) passes the limit. */
  checkOutput(extra = 0): void {
    if (this.held + this.out.length + extra > this.settings.maxOutputLength) {
      this.error(TemplateMessages.outputTooLong(this.settings.maxOutputLength), [0, 0]);
      throw new RenderLimitReached();
    }
  }

  applyPartial(name: string, node: unknown, options: ApplyOptions = {}): string {
    const at = this.at;
    const runner = this.partialRunner(name, at);
    if (!runner) return '';
    const outer = this.out;
    const { chainLookups, chainFirst, chainValues } = this;
    this.held += outer.length;
    this.out = '';
    this.frame = createFrame(node, this.frame, -1, options.isolated === true);
    if (options.args) this.assign('@args', options.args);
    try {
      this.spend(runner.weight);
      runner.run(this);
      return this.out;
    } finally {
      this.pop();
      this.partialDepth--;
      this.held -= outer.length;
      this.out = outer;
      this.chainLookups = chainLookups;
      this.chainFirst = chainFirst;
      this.chainValues = chainValues;
      this.at = at;
    }
  }

  /**
   * `{.include name}`: runs the macro or partial `name` in the current scope, so the variables and
   * macros it defines stay defined here; what it writes is dropped unless `output` is set.
   */
  includePartial(name: string, output: boolean, at: SourcePosition): void {
    this.at = at;
    const runner = this.partialRunner(name, at);
    if (!runner) return;
    const outer = this.out;
    if (!output) {
      this.held += outer.length;
      this.out = '';
    }
    try {
      this.spend(runner.weight);
      runner.run(this);
    } finally {
      this.partialDepth--;
      if (!output) {
        this.held -= outer.length;
        this.out = outer;
      }
    }
  }

  /**
   * The macro (from this scope outwards) or partial `name`, counted as one level of nesting; on a
   * missing or unparsable partial or past the nesting limit it reports why and gives undefined.
   */
  private partialRunner(name: string, at: SourcePosition): Runner | undefined {
    let runner: Runner | undefined;
    for (let f: Frame | null = this.frame; f !== null && !runner; f = f.parent) runner = f.macros?.get(name);
    if (!runner) {
      const partial = this.settings.partials.partial(name);
      if (!partial) {
        this.error(TemplateMessages.missingPartial(name), at);
        return undefined;
      }
      if (partial.errors.length) {
        for (const error of partial.errors)
          this.error(TemplateMessages.partialParse(name, error.message), at);
        return undefined;
      }
      runner = partial.runner;
    }
    // As on the platform, a refused application still counts: after a recursion hits the limit,
    // the rest of the render nests one level less deep.
    if (++this.partialDepth > MAX_PARTIAL_DEPTH) {
      this.error(TemplateMessages.partialRecursion(name, MAX_PARTIAL_DEPTH), at);
      return undefined;
    }
    return runner;
  }
}
