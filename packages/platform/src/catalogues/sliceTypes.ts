import { createCodeLookup } from './createCodeLookup';

/** Slice types the platform names; others exist up to 19 without a name. */
export const SliceType = { HEADING: 1, BODY: 3, IMAGE: 4 } as const;

/** One of the codes of {@link SliceType}. */
export type SliceTypeCode = (typeof SliceType)[keyof typeof SliceType];

/** Name↔code lookups of {@link SliceType}. */
export const sliceTypes = createCodeLookup(SliceType);
