/** What a textarea with a maximum length shows under it. */
export interface CharacterCounter {
  /** Counter text written 'n / max'. */
  text: string;
  /** Error state: more characters than the limit. */
  isOver: boolean;
  /** Characters typed (UTF-16 code units, as the browser's maxlength counts). */
  count: number;
  max: number;
}

/** The counter for a textarea; null when the limit is 0 or absent (no counter). */
export function characterCounter(
  value: string,
  maxLength: number | null | undefined,
): CharacterCounter | null {
  if (!maxLength || maxLength <= 0) return null;
  return {
    text: `${value.length} / ${maxLength}`,
    isOver: value.length > maxLength,
    count: value.length,
    max: maxLength,
  };
}
