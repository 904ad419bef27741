/** A table of names to codes, e.g. `{ TEXT: 1, IMAGE: 2 }`. */
export type CodeTable = Readonly<Record<string, number | string>>;

/** Name↔code lookups over a {@link CodeTable}. */
export interface CodeLookup<Table extends CodeTable> {
  /** The table itself. */
  readonly codes: Table;
  /** The constant name of a code ('STORE_ITEM' for 11), or undefined for an unknown code. */
  nameOf(code: unknown): keyof Table | undefined;
  /**
   * The code of a name, undefined when unknown. Accepts the constant ('STORE_ITEM') and the
   * platform's spellings ('store-item', 'store item', 'Store Item').
   */
  codeOf(name: unknown): Table[keyof Table] | undefined;
  /** The platform's lower-case, dashed spelling of a code ('store-item' for 11). */
  slugOf(code: unknown): string | undefined;
  /** True when `code` is one of the table's codes. */
  isCode(code: unknown): code is Table[keyof Table];
}

const toConstant = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** Builds the {@link CodeLookup} of a table; codes must be unique. */
export function createCodeLookup<const Table extends CodeTable>(codes: Table): CodeLookup<Table> {
  const names = new Map<unknown, keyof Table>();
  for (const [name, code] of Object.entries(codes)) {
    if (names.has(code)) throw new Error(`[storefront] code ${code} is listed twice (${name})`);
    names.set(code, name);
  }
  const nameOf = (code: unknown) => names.get(code);
  return {
    codes,
    nameOf,
    codeOf: (name) => {
      if (typeof name !== 'string') return undefined;
      const key = toConstant(name);
      return Object.hasOwn(codes, key) ? (codes[key] as Table[keyof Table]) : undefined;
    },
    slugOf: (code) => {
      const name = nameOf(code);
      return name === undefined ? undefined : String(name).toLowerCase().replace(/_/g, '-');
    },
    isCode: (code): code is Table[keyof Table] => names.has(code),
  };
}
