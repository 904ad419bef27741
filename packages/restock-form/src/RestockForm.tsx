import { type RestockCaptcha, submitRestockSignUp } from '@storefront/core';
import {
  Captcha,
  type CaptchaHandle,
  ErrorSummary,
  focusFirstInvalid,
  primitivesCss,
  useStorefront,
  useStyles,
  useUniqueId,
} from '@storefront/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { RestockMerchandising } from './RestockMerchandising';

/** Props of {@link RestockForm}; serialisable so the drop-in reads them from `data-*`. */
export interface RestockFormProps {
  productId: string;
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
  /** The server refused the sign-up (or could not be reached); receives the message shown. */
  onError?: (message: string) => void;
}

type Status = { kind: 'editing' } | { kind: 'submitting' } | { kind: 'done'; message: string };

/**
 * The back-in-stock sign-up (storefront §2, §4, §5): an email field, the optional mailing-list
 * checkbox and the optional captcha. Validation, the request and every message come from core's
 * `submitRestockSignUp`; this component renders its result.
 */
export function RestockForm(props: RestockFormProps) {
  const { client, messages, settings } = useStorefront();
  useStyles('primitives', primitivesCss);
  const texts = props.merchandising?.restockNotificationMessages ?? {};
  const [email, setEmail] = useState('');
  const [isJoinMailingList, setIsJoinMailingList] = useState(
    props.merchandising?.mailingListOptInByDefault === true,
  );
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [isCaptchaDestroyed, setIsCaptchaDestroyed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const ids = { email: useUniqueId(), emailError: useUniqueId(), summary: useUniqueId(), cta: useUniqueId() };
  const siteKey = settings.captchaSiteKey;
  const captchaType = settings.captchaType ?? 'classic';

  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    // Runs after the errors have rendered, so aria-invalid is in the DOM.
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  useEffect(() => {
    // The submit button is gone with the form; keep keyboard users where the answer is.
    if (status.kind === 'done') successRef.current?.focus();
  }, [status.kind]);

  const restockCaptcha = (): RestockCaptcha | null => {
    if (!siteKey || isCaptchaDestroyed) return null;
    const reset = () => captchaRef.current?.reset();
    const destroy = () => setIsCaptchaDestroyed(true);
    return captchaType === 'enterprise'
      ? {
          type: 'enterprise',
          siteKey,
          execute: () =>
            captchaRef.current?.execute('restock_signup') ?? Promise.reject(new Error('no captcha')),
          reset,
          destroy,
        }
      : { type: 'classic', getToken: () => captchaRef.current?.getResponse() ?? '', reset, destroy };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind !== 'editing') return;
    // Read the fields from the DOM: under preact a keystroke's state update may not have
    // re-rendered yet when Enter submits in the same task, leaving `email` one render behind.
    const fields = event.currentTarget.elements;
    const submittedEmail = (fields.namedItem('email') as HTMLInputElement | null)?.value ?? email;
    const joinBox = fields.namedItem('isJoinMailingList') as HTMLInputElement | null;
    setStatus({ kind: 'submitting' });
    const result = await submitRestockSignUp({
      client,
      messages,
      productId: props.productId,
      variantId: props.variantId,
      email: submittedEmail,
      isJoinMailingList: joinBox?.checked ?? false,
      captcha: restockCaptcha(),
      customSuccessText: props.successText ?? settings.restockSuccessText ?? null,
      ...(props.language ? { language: props.language } : {}),
      isMultilingualTransactionalEmailsEnabled: props.isMultilingualTransactionalEmailsEnabled === true,
      hasTranslationWidget: props.hasTranslationWidget === true,
    });
    if (result.status === 'success') {
      setStatus({ kind: 'done', message: result.message });
      props.onSuccess?.(result.message);
      return;
    }
    setStatus({ kind: 'editing' });
    if (result.status === 'invalid') {
      setEmailError(result.errors.email?.message);
      setFormError(result.errors.captcha?.message);
      setFocusRequest((count) => count + 1);
    } else {
      setEmailError(undefined);
      setFormError(result.message);
      props.onError?.(result.message);
    }
  };

  if (status.kind === 'done') {
    return (
      <div className="sf-restock">
        <p ref={successRef} tabIndex={-1} role="status" className="sf-restock-success">
          {status.message}
        </p>
      </div>
    );
  }

  const isSubmitting = status.kind === 'submitting';
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
      <ErrorSummary id={ids.summary} message={formError} />
      <div className="sf-field">
        <label htmlFor={ids.email}>{props.emailLabel ?? 'Email Address'}</label>
        <input
          id={ids.email}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          value={email}
          placeholder={texts.placeholderText}
          aria-invalid={emailError ? 'true' : undefined}
          aria-describedby={emailError ? ids.emailError : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {emailError && (
          <p id={ids.emailError} className="sf-field-error">
            {emailError}
          </p>
        )}
      </div>
      {props.merchandising?.mailingListSignUpEnabled && (
        <div className="sf-field sf-field--checkbox">
          <label>
            <input
              type="checkbox"
              name="isJoinMailingList"
              checked={isJoinMailingList}
              onChange={(event) => setIsJoinMailingList(event.currentTarget.checked)}
            />{' '}
            {texts.mailingListDescription ?? 'Join our mailing list'}
          </label>
        </div>
      )}
      {siteKey && !isCaptchaDestroyed && <Captcha ref={captchaRef} siteKey={siteKey} type={captchaType} />}
      <button type="submit" className="sf-button" aria-disabled={isSubmitting ? 'true' : undefined}>
        {texts.buttonText ?? 'Sign Up'}
      </button>
    </form>
  );
}
