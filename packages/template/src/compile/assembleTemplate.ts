import { TemplateError } from '../errors/TemplateError';
import { TemplateMessages } from '../errors/TemplateMessages';
import type {
  AlternativeNode,
  BlockNode,
  MacroNode,
  PredicateTest,
  SourcePosition,
  TemplateNode,
} from '../tree/TemplateTree';
import type { Tag } from './matchTag';

/** The platform's names for block instructions, as its messages spell them. */
type BlockName = 'SECTION' | 'REPEATED' | 'PREDICATE' | 'IF' | 'OR_PREDICATE' | 'MACRO';

interface OpenBlock {
  node: BlockNode | MacroNode;
  name: BlockName;
  /** Where instructions go now (a repeated section's `between` after `{.alternates with}`). */
  body: TemplateNode[];
  /** A repeated section already inside its `{.alternates with}` part. */
  between: boolean;
  /**
   * The tag that opened the block: where it is written in the source (offsets of its `{` and
   * after its `}`, read only for a hint) and its position; an `{.or}` keeps its block's.
   */
  opener: Opener;
}

interface Opener {
  from: number;
  to: number;
  at: SourcePosition;
}

/** A tag as written, shortened for a message. */
const quoted = (source: string) => (source.length > 60 ? `${source.slice(0, 57)}…}` : source);
const where = (at: SourcePosition) => `${at[0]}:${at[1]}`;

/**
 * Deeper nesting than any real template uses; it bounds the recursion of rendering so a hostile
 * template cannot exhaust the stack.
 */
export const MAX_NESTING = 200;

const BLOCK_NAMES: Record<string, BlockName> = {
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
};

/**
 * Builds the instruction tree from the tags in source order, the way the platform's assembler
 * does: blocks nest, `{.or}` chains onto the block it follows, `{.end}` closes; misplaced
 * instructions are reported and skipped, and blocks still open at the end are closed there.
 */
export class TemplateAssembler {
  readonly root: TemplateNode[] = [];
  private readonly stack: OpenBlock[] = [];
  private overflow = false;
  /** The block the last `{.end}` closed, for the hint of a stray `{.end}` after it. */
  private lastClosed: Opener | undefined;
  /** Where the last `{.end}` was. */
  private lastEnd: SourcePosition = [0, 0];

  /** `source` is the template, for hints that quote a tag as written. */
  constructor(
    private readonly errors: TemplateError[],
    private readonly source = '',
  ) {}

  /** A tag as written, shortened for a message. */
  private quoted({ from, to }: Opener): string {
    return quoted(this.source.slice(from, to));
  }

  private get body(): TemplateNode[] {
    return this.stack.length ? this.stack[this.stack.length - 1]!.body : this.root;
  }

  private fail(message: string, at: SourcePosition, hint = ''): void {
    this.errors.push(new TemplateError('assembler', message, at[0], at[1], hint));
  }

  /** Appends literal text, joined to the text before it. */
  text(text: string): void {
    if (!text) return;
    const body = this.body;
    const last = body.length - 1;
    if (last >= 0 && typeof body[last] === 'string') body[last] += text;
    else body.push(text);
  }

  /** Adds the next tag, written in the source from offset `from` to `to` (for hints). */
  tag(tag: Tag, from = 0, to = 0): void {
    if (this.overflow) return;
    switch (tag.k) {
      case 'text': {
        this.text(tag.text);
        return;
      }
      case 'end': {
        if (!this.stack.length) {
          const closed = this.lastClosed;
          this.fail(
            TemplateMessages.notAllowedAtRoot('END'),
            tag.at,
            closed
              ? `no block is open here: ${where(closed.at)} ${this.quoted(closed)} was already closed at ${where(this.lastEnd)}`
              : 'no block is open here: this {.end} closes nothing',
          );
          return;
        }
        const open = this.stack.pop()!;
        this.lastClosed = open.opener;
        this.lastEnd = tag.at;
        return;
      }
      case 'or': {
        this.or(tag.at, tag.predicate);
        return;
      }
      case 'alternates': {
        this.alternates(tag.at);
        return;
      }
      case 'section':
      case 'repeated':
      case 'predicate':
      case 'if':
      case 'macro': {
        // As on the platform, a block opened inside `{.alternates with}` goes to the repeated
        // section's main body, and so does what follows it, until another `{.alternates with}`
        // continues the alternates block.
        const top = this.stack[this.stack.length - 1];
        if (top?.between && top.node.k === 'repeated') {
          top.body = top.node.body;
          top.between = false;
        }
        this.body.push(tag);
        if (this.stack.length >= MAX_NESTING) {
          this.overflow = true;
          this.fail(TemplateMessages.nestingTooDeep(MAX_NESTING), tag.at);
          return;
        }
        this.stack.push({
          node: tag,
          // `{.if name?}` is a predicate block to the platform.
          name: tag.k === 'if' && tag.predicate ? 'PREDICATE' : BLOCK_NAMES[tag.k]!,
          body: tag.body,
          between: false,
          opener: { from, to, at: tag.at },
        });
        return;
      }
      default:
        this.body.push(tag);
    }
  }

  private or(at: SourcePosition, predicate: PredicateTest | undefined): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.fail(
        TemplateMessages.notAllowedAtRoot('OR_PREDICATE'),
        at,
        '{.or} must come inside a {.section}, {.repeated section}, {.if} or predicate block, before its {.end}',
      );
      return;
    }
    if (top.name === 'MACRO') {
      this.fail(TemplateMessages.notAllowedInBlock('OR_PREDICATE', 'MACRO'), at);
      return;
    }
    const block = top.node as BlockNode;
    // A plain {.or} always runs, so nothing chained after it ever could.
    if (block.k === 'or' && !block.predicate) {
      this.fail(TemplateMessages.deadCode('OR_PREDICATE'), at);
      return;
    }
    const alternative: AlternativeNode = predicate
      ? { k: 'or', at, predicate, body: [] }
      : { k: 'or', at, body: [] };
    block.else = alternative;
    this.stack[this.stack.length - 1] = {
      node: alternative,
      name: 'OR_PREDICATE',
      body: alternative.body,
      between: false,
      opener: top.opener,
    };
  }

  private alternates(at: SourcePosition): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.fail(TemplateMessages.notAllowedAtRoot('ALTERNATES_WITH'), at);
      return;
    }
    if (top.node.k !== 'repeated' || top.between) {
      this.fail(TemplateMessages.notAllowedInBlock('ALTERNATES_WITH', top.name), at);
      return;
    }
    top.between = true;
    top.node.between ??= [];
    top.body = top.node.between;
  }

  /** Closes what is still open, reporting the innermost block at the tag that opened it. */
  finish(): TemplateNode[] {
    const top = this.stack[this.stack.length - 1];
    if (top && !this.overflow) {
      // The innermost open block is reported at its last tag, the hint names the tag that opened it.
      const open = this.stack.length;
      const more = open > 1 ? ` (and ${open - 1} enclosing block${open > 2 ? 's' : ''})` : '';
      this.fail(
        TemplateMessages.eofInBlock(top.name),
        top.node.at,
        `${where(top.opener.at)} ${this.quoted(top.opener)} is never closed${more}; add {.end}`,
      );
    }
    this.stack.length = 0;
    return this.root;
  }
}
