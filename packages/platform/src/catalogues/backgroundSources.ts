import { createCodeLookup } from './createCodeLookup';

/** Background sources. */
export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

/** One of the codes of {@link BackgroundSource}. */
export type BackgroundSourceCode = (typeof BackgroundSource)[keyof typeof BackgroundSource];

/** Name↔code lookups of {@link BackgroundSource}. */
export const backgroundSources = createCodeLookup(BackgroundSource);
