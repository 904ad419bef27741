import type { MessageId } from '../messages/catalogue.en';

/** A failed rule: a stable message id plus the formatted, user-visible text. */
export interface ValidationError {
  id: MessageId;
  message: string;
}
