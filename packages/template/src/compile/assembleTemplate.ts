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
}

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

  constructor(private readonly errors: TemplateError[]) {}

  private get body(): TemplateNode[] {
    return this.stack.length ? this.stack[this.stack.length - 1]!.body : this.root;
  }

  private fail(message: string, at: SourcePosition): void {
    this.errors.push(new TemplateError('assembler', message, at[0], at[1]));
  }

  /** Appends literal text, joined to the text before it. */
  text(text: string): void {
    if (!text) return;
    const body = this.body;
    const last = body.length - 1;
    if (last >= 0 && typeof body[last] === 'string') body[last] += text;
    else body.push(text);
  }

  tag(tag: Tag): void {
    if (this.overflow) return;
    switch (tag.k) {
      case 'text': {
        this.text(tag.text);
        return;
      }
      case 'end': {
        if (!this.stack.length) {
          this.fail(TemplateMessages.notAllowedAtRoot('END'), tag.at);
          return;
        }
        this.stack.pop();
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
      this.fail(TemplateMessages.notAllowedAtRoot('OR_PREDICATE'), at);
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
    if (top && !this.overflow) this.fail(TemplateMessages.eofInBlock(top.name), top.node.at);
    this.stack.length = 0;
    return this.root;
  }
}
