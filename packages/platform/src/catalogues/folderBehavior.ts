import { createCodeLookup } from './createCodeLookup';

/**
 * Folder behaviour: what a folder or collection page does. The
 * template engine only knows 1 to 3; VARIATION appears in one reading of the platform.
 */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;

/** One of the codes of {@link FolderBehavior}. */
export type FolderBehaviorCode = (typeof FolderBehavior)[keyof typeof FolderBehavior];

/** Name↔code lookups of {@link FolderBehavior}. */
export const folderBehaviors = createCodeLookup(FolderBehavior);

/**
 * A folder is clickable when its behaviour is missing, index or redirect; 'none'
 * and 'variation' folders only group their pages.
 */
export function isFolderClickable(behavior: number | null | undefined): boolean {
  return behavior == null || behavior === FolderBehavior.INDEX || behavior === FolderBehavior.REDIRECT;
}
