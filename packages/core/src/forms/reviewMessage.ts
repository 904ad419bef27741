import type { MessageId } from '../messages/catalogue.en';

/**
 * Picks the form-level hint from where the first invalid field is: above the
 * viewport → '… Please scroll up to review.', below it → '… Please scroll down to review.'.
 * Returns null when the field is already in view.
 * @param firstErrorTop the field's top edge relative to the viewport, in CSS px (getBoundingClientRect().top)
 * @param viewportHeight in CSS px
 */
export function reviewMessageId(firstErrorTop: number, viewportHeight: number): MessageId | null {
  if (firstErrorTop < 0) return 'form.reviewAbove';
  if (firstErrorTop > viewportHeight) return 'form.reviewBelow';
  return null;
}
