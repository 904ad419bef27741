import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type ParseError, parse as parseJsonc, printParseErrorCode } from 'jsonc-parser';
import { CliInputError } from './CliInputError';

/** Node's error codes for the usual reasons a file cannot be read, in words. */
const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

const reasonOf = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? (error as Error).message;
};

/** The text of `path` (`-` is standard input), or a {@link CliInputError} saying why not. */
export function readText(path: string, what: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new CliInputError(`Cannot read ${what} ${path}: ${reasonOf(error)}`);
  }
}

/** 1-based line and column of a UTF-16 offset in `text`. */
function lineAndColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length, before[before.length - 1]!.length + 1];
}

/**
 * The JSON value in `path`. `JSON.parse` reads it (the platform's semantics, `__proto__` keys
 * included as plain keys); when it fails, jsonc-parser in strict mode finds where, since V8's
 * messages give a position only for some errors.
 */
export function readJson(path: string): unknown {
  const text = readText(path, 'the data');
  try {
    return JSON.parse(text);
  } catch (error) {
    const found: ParseError[] = [];
    parseJsonc(text, found, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = found[0];
    if (!first) throw new CliInputError(`${path} is not valid JSON: ${(error as Error).message}`);
    const [line, column] = lineAndColumn(text, first.offset);
    // 'PropertyNameExpected' → 'property name expected'.
    const reason = printParseErrorCode(first.error)
      .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
      .trim();
    throw new CliInputError(`${path}:${line}:${column} is not valid JSON: ${reason}`);
  }
}

/** Every file under `dir`, by its path inside it with `/` separators (`blocks/card.block`). */
export function readPartials(dir: string): Record<string, string> {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : reasonOf(error);
    throw new CliInputError(`Cannot read the partials folder ${dir}: ${reason}`);
  }
  const partials: Record<string, string> = {};
  for (const entry of entries) {
    const path = join(dir, entry);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      // Sub-folders are listed too; only files are partials.
      if ((error as NodeJS.ErrnoException).code === 'EISDIR') continue;
      throw new CliInputError(`Cannot read the partial ${path}: ${reasonOf(error)}`);
    }
    partials[relative(dir, path).split(sep).join('/')] = text;
  }
  return partials;
}
