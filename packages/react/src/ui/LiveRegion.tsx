/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** The text to announce; changing it makes screen readers speak it. */
  message: string;
  /** 'polite' waits for the reader to finish (cart changes); 'assertive' interrupts. @default 'polite' */
  politeness?: 'polite' | 'assertive';
}

/**
 * A visually hidden announcer, as cart changes are announced through aria-live. Render it
 * before the first change so the region exists when the text changes; assistive tech ignores
 * live regions inserted together with their text.
 */
export function LiveRegion({ message, politeness = 'polite' }: LiveRegionProps) {
  return (
    <div
      className="sf-visually-hidden"
      role={politeness === 'polite' ? 'status' : 'alert'}
      aria-live={politeness}
      aria-atomic="true"
    >
      {message}
    </div>
  );
}
