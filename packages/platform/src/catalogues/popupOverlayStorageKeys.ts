/** Local-storage keys of the popup overlay. */
export const POPUP_OVERLAY_STORAGE_KEYS = {
  /** When the visitor last closed the popup. */
  DATE_CLOSED: 'date-closed',
  /** The popup version the visitor saw. */
  VERSION: 'version',
  /** The visitor submitted the popup's form. */
  SUBMITTED: 'submitted',
} as const;

/** One of the values of {@link POPUP_OVERLAY_STORAGE_KEYS}. */
export type PopupOverlayStorageKey =
  (typeof POPUP_OVERLAY_STORAGE_KEYS)[keyof typeof POPUP_OVERLAY_STORAGE_KEYS];
