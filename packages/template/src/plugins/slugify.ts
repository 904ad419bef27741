/** Lower-case words joined by `-`, characters other than ASCII letters, digits, white space and `-` removed. */
export const slugify = (text: string): string =>
  text
    .replace(/[^a-zA-Z0-9\s-]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');
