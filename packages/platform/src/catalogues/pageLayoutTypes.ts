import { createCodeLookup } from './createCodeLookup';

/** Page-layout types. */
export const PageLayoutType = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3, SSO_SCREEN: 4 } as const;

/** One of the codes of {@link PageLayoutType}. */
export type PageLayoutTypeCode = (typeof PageLayoutType)[keyof typeof PageLayoutType];

/** Name↔code lookups of {@link PageLayoutType}. */
export const pageLayoutTypes = createCodeLookup(PageLayoutType);
