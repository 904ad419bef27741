/** The census hit fields of a page. */
export interface CensusPageFields {
  userAgent: string;
  /** The visitor's clock when the hit was made, ISO 8601. */
  clientDate: string;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
  /** The content item shown (a product id), or null. */
  itemId: string | null;
  /** The kind of record shown (e.g. `product`, `page`), or null. */
  recordType: string | null;
  /** The collection the item belongs to, or null. */
  collectionId: string | null;
}

/** What a page says about the content it shows (from the drop-in's configuration). */
export interface CensusPageContext {
  itemId?: string | null;
  recordType?: string | null;
  collectionId?: string | null;
}

/** The part of `window` {@link readPageFields} reads. */
export type PageFieldsWindow = Pick<Window, 'innerWidth' | 'innerHeight'> & {
  navigator: Pick<Navigator, 'userAgent'>;
  screen: Pick<Screen, 'width' | 'height'>;
  location: Pick<Location, 'href'>;
  document: Pick<Document, 'title'>;
};

/** Reads the census hit fields at `now` (ms since the epoch). */
export function readPageFields(
  win: PageFieldsWindow,
  context: CensusPageContext,
  now: number,
): CensusPageFields {
  return {
    userAgent: win.navigator.userAgent,
    clientDate: new Date(now).toISOString(),
    viewportWidth: win.innerWidth,
    viewportHeight: win.innerHeight,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    url: win.location.href,
    title: win.document.title,
    itemId: context.itemId ?? null,
    recordType: context.recordType ?? null,
    collectionId: context.collectionId ?? null,
  };
}
