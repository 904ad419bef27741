/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The form-level message; empty renders an empty (silent) region. */
  message: string | undefined;
  id?: string;
}

/**
 * The one `role=alert` region of a form. It stays mounted while empty so a new message is
 * announced when it appears, not lost with the region's insertion; tabindex=-1 lets a refused
 * submit move focus to it (see `focusAfterError`) without adding a tab stop.
 */
export function ErrorSummary({ message, id }: ErrorSummaryProps) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className={message ? 'sf-form-error' : 'sf-form-error sf-form-error--empty'}
    >
      {message}
    </div>
  );
}
