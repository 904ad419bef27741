/** Vertical anchors, top to bottom. */
const ROWS = ['TOP', 'CENTER', 'BOTTOM'] as const;
/** Horizontal anchors, left to right. */
const COLUMNS = ['LEFT', 'CENTER', 'RIGHT'] as const;

/** A vertical and a horizontal anchor joined by '_', e.g. 'TOP_LEFT', 'CENTER_CENTER'. */
export type AnchorPosition = `${(typeof ROWS)[number]}_${(typeof COLUMNS)[number]}`;

/**
 * The nine anchor positions: TOP, CENTER, BOTTOM crossed with LEFT, CENTER, RIGHT,
 * row by row from the top left.
 */
export const ANCHOR_POSITIONS: readonly AnchorPosition[] = ROWS.flatMap((row) =>
  COLUMNS.map((column): AnchorPosition => `${row}_${column}`),
);
