/**
 * The part of the product merchandising context the restock form reads.
 * Field names follow the platform's spelling.
 */
export interface RestockMerchandising {
  /** Show the 'join the mailing list' checkbox. @default false */
  mailingListSignUpEnabled?: boolean;
  /** The checkbox starts checked. @default false */
  mailingListOptInByDefault?: boolean;
  restockNotificationMessages?: {
    /** Submit button text. @default 'Sign Up' */
    buttonText?: string;
    /** Call to action shown above the form. */
    CTAText?: string;
    /** Placeholder of the email field. */
    placeholderText?: string;
    /** Label of the mailing-list checkbox. @default 'Join our mailing list' */
    mailingListDescription?: string;
  };
}
