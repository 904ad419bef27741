import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
} from 'node:fs';
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

/** The most bytes the CLI reads from one input (a page, the data, a partial): 10 MiB. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;

/** The most bytes the CLI reads from all the files of the partials folder together: 50 MiB. */
export const MAX_PARTIALS_BYTES = 5 * MAX_INPUT_BYTES;

class TooLarge extends Error {}

/** Reads at most `limit` bytes from `fd`; more throws {@link TooLarge}. */
function readCapped(fd: number, limit: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, limit + 1 - total));
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      // Standard input in non-blocking mode (a terminal, some pipes) has no data yet: wait.
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      throw error;
    }
    if (read === 0) break;
    chunks.push(chunk.subarray(0, read));
    total += read;
    if (total > limit) throw new TooLarge();
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/**
 * Opens a regular file without waiting: `O_NONBLOCK` so that a FIFO cannot hang the open, then
 * anything but a regular file (a FIFO, a device like /dev/zero, a socket) is refused.
 */
function openRegularFile(path: string): number {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  const stats = fstatSync(fd);
  if (stats.isFile()) return fd;
  closeSync(fd);
  throw new CliInputError(stats.isDirectory() ? REASONS.EISDIR! : 'it is not a regular file');
}

const MiB = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

/**
 * The text of `path` (`-` is standard input), at most `limit` bytes of it, or a
 * {@link CliInputError} saying why not.
 */
export function readText(path: string, what: string, limit = MAX_INPUT_BYTES): string {
  let fd: number | undefined;
  try {
    fd = path === '-' ? 0 : openRegularFile(path);
    return readCapped(fd, limit);
  } catch (error) {
    const reason =
      error instanceof TooLarge
        ? `it is larger than ${MiB(limit)}`
        : error instanceof CliInputError
          ? error.message
          : reasonOf(error);
    throw new CliInputError(`Cannot read ${what} ${path}: ${reason}`);
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
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

/** Where a path really leads, or undefined when it leads nowhere (readText then says why). */
function realpathOrNothing(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Every file under `dir`, each at most {@link MAX_INPUT_BYTES} and all together at most
 * {@link MAX_PARTIALS_BYTES}, by its path inside it with `/` separators (`blocks/card.block`).
 */
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
  const root = realpathSync(dir);
  const partials: Record<string, string> = {};
  let room = MAX_PARTIALS_BYTES;
  for (const entry of entries) {
    const path = join(dir, entry);
    // Sub-folders are listed too; only files are partials. A link may point at a file inside
    // the folder, never outside it.
    if (lstatSync(path).isDirectory()) continue;
    const target = realpathOrNothing(path);
    if (target !== undefined && relative(root, target).split(sep)[0] === '..')
      throw new CliInputError(`Cannot read the partial ${path}: it links to ${target}, outside ${dir}`);
    if (target !== undefined && lstatSync(target).isDirectory()) continue;
    const text = readText(path, 'the partial');
    room -= Buffer.byteLength(text);
    if (room < 0)
      throw new CliInputError(
        `Cannot read the partials folder ${dir}: its files are larger than ${MiB(MAX_PARTIALS_BYTES)} together`,
      );
    partials[relative(dir, path).split(sep).join('/')] = text;
  }
  return partials;
}
