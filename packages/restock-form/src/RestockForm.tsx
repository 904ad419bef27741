import { type ErrorCategory, isRestockCaptchaShown } from '@storefront-widgets/core';
import {
  Captcha,
  ErrorSummary,
  focusAfterError,
  primitivesCss,
  useCaptcha,
  useRestockForm,
  useStorefront,
  useStyles,
  useUniqueId,
} from '@storefront-widgets/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { RestockMerchandising } from './RestockMerchandising';

/** Props of {@link RestockForm}; serialisable so the drop-in reads them from `data-*`. */
export interface RestockFormProps {
  /** The sold-out product the shopper asks about. */
  productId: string;
  /** Its sold-out variant: the email goes out when this one is back in stock. */
  variantId: string;
  /** Mailing-list checkbox settings and texts. @default no checkbox */
  merchandising?: RestockMerchandising;
  /** The store's custom success text. @default settings.restockSuccessText, else 'Signed up!' */
  successText?: string;
  /** Visible label of the email field. @default 'Email Address' */
  emailLabel?: string;
  /** The shopper's language (sent only when the two flags below are on). */
  language?: string;
  /** Site setting: transactional emails in the shopper's language. @default false */
  isMultilingualTransactionalEmailsEnabled?: boolean;
  /** A translation widget is present on the page. @default false */
  hasTranslationWidget?: boolean;
  /** The sign-up was accepted; receives the success text shown. */
  onSuccess?: (message: string) => void;
  /**
   * The server refused the sign-up (or could not be reached); receives the message shown and
   * whether it is the shopper's refused input (`'refusal'`) or a fault of the site.
   */
  onError?: (message: string, category: ErrorCategory) => void;
}

/**
 * The back-in-stock sign-up: an email field, the optional mailing-list
 * checkbox and the optional captcha, built on the public `useRestockForm` hook. Every decision is
 * core's `createRestockForm`; this renders its state.
 */
export function RestockForm(props: RestockFormProps) {
  const { messages, settings } = useStorefront();
  useStyles('primitives', primitivesCss);
  const texts = props.merchandising?.restockNotificationMessages ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const ids = { email: useUniqueId(), emailError: useUniqueId(), summary: useUniqueId(), cta: useUniqueId() };
  const siteKey = settings.captchaSiteKey;
  const captcha = useCaptcha({ siteKey, action: 'restock_signup' });
  const [state, controller] = useRestockForm({
    productId: props.productId,
    variantId: props.variantId,
    captcha: captcha.captcha,
    customSuccessText: props.successText ?? settings.restockSuccessText ?? null,
    isMailingListShown: props.merchandising?.mailingListSignUpEnabled === true,
    isJoinMailingListByDefault: props.merchandising?.mailingListOptInByDefault === true,
    language: props.language ?? null,
    isMultilingualTransactionalEmailsEnabled: props.isMultilingualTransactionalEmailsEnabled === true,
    hasTranslationWidget: props.hasTranslationWidget === true,
    // Each render's callbacks reach the controller (useController's setOptions).
    ...(props.onSuccess ? { onSignedUp: props.onSuccess } : {}),
    ...(props.onError ? { onError: props.onError } : {}),
  });

  useEffect(() => {
    // Runs after the errors have rendered, so aria-invalid is in the DOM.
    if (state.focusRequest) focusAfterError(formRef.current, state.focusTarget);
  }, [state.focusRequest, state.focusTarget]);

  useEffect(() => {
    // The submit button is gone with the form; keep keyboard users where the answer is.
    if (state.status === 'signedUp') successRef.current?.focus();
  }, [state.status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void controller.submit();
  };

  if (state.status === 'signedUp') {
    return (
      <div className="sf-restock">
        <div ref={successRef} tabIndex={-1} role="status" className="sf-restock-success sf-form-success">
          <p className="sf-form-success-title">{state.message}</p>
          {/* Says where the notice goes, so a mistyped address is seen while the shopper is here. */}
          <p>{messages.format('restock.successEmail', { email: state.email.trim() })}</p>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="sf-restock"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={texts.CTAText ? ids.cta : undefined}
    >
      {texts.CTAText && (
        <p id={ids.cta} className="sf-restock-cta">
          {texts.CTAText}
        </p>
      )}
      <div className="sf-field">
        {/* Above the title, as the site form places its field errors. */}
        {state.emailError && (
          <p id={ids.emailError} className="sf-field-error">
            {state.emailError}
          </p>
        )}
        <label htmlFor={ids.email} className="sf-field-title">
          {props.emailLabel ?? messages.format('restock.emailLabel')}
        </label>
        <input
          id={ids.email}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          value={state.email}
          placeholder={texts.placeholderText}
          aria-invalid={state.emailError ? 'true' : undefined}
          aria-describedby={state.emailError ? ids.emailError : undefined}
          onChange={(event) => controller.setEmail(event.currentTarget.value)}
        />
      </div>
      {props.merchandising?.mailingListSignUpEnabled && (
        <div className="sf-field sf-field--checkbox">
          <label>
            <input
              type="checkbox"
              name="isJoinMailingList"
              checked={state.isJoinMailingList}
              onChange={(event) => controller.setJoinMailingList(event.currentTarget.checked)}
            />{' '}
            {texts.mailingListDescription ?? messages.format('restock.joinMailingList')}
          </label>
        </div>
      )}
      {siteKey && isRestockCaptchaShown(state) && (
        <Captcha ref={captcha.ref} siteKey={siteKey} type={captcha.type} />
      )}
      {/* The captcha's message and the server's refusal sit between the captcha and the button, as in the site form. */}
      <ErrorSummary id={ids.summary} message={state.formError ?? undefined} />
      <button
        type="submit"
        className="sf-button"
        aria-disabled={state.status === 'submitting' ? 'true' : undefined}
        aria-describedby={state.formError ? ids.summary : undefined}
      >
        {texts.buttonText ?? messages.format('restock.signUp')}
      </button>
    </form>
  );
}
