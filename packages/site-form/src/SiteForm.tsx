import {
  type ErrorCategory,
  type FormDefinition,
  type FormPageContext,
  formCaptchaSiteKey,
} from '@storefront-widgets/core';
import {
  Captcha,
  ErrorSummary,
  focusAfterError,
  primitivesCss,
  useCaptcha,
  useSiteForm,
  useStorefront,
  useStyles,
  useUniqueId,
} from '@storefront-widgets/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { PostSubmitHtml } from './PostSubmitHtml';
import { type HeadingLevel, SiteField } from './SiteField';
import { siteFormCss } from './siteFormCss';

/** Props of {@link SiteForm}; serialisable so the drop-in reads them from the page. */
export interface SiteFormProps {
  /** The form definition. */
  form: FormDefinition;
  /** Page fields of the submission. @default title and path of the current document, collection source */
  page?: Partial<FormPageContext>;
  /** Query string for hidden fields and the redirect. @default window.location */
  location?: { search: string; assign(url: string): void };
  /** The success event. */
  onSuccess?: () => void;
  /** A newsletter form recorded a subscription. */
  onNewsletterSubscribed?: () => void;
  /**
   * The submission failed after validation passed; receives the form-level message shown and
   * whether it is the shopper's refused input (`'refusal'`) or a fault of the site.
   */
  onError?: (message: string, category: ErrorCategory) => void;
  /** Heading level of section fields, one below the heading the form sits under. @default 2 */
  sectionHeadingLevel?: HeadingLevel;
}

/**
 * A generic site form, built on the public `useSiteForm` hook. Every decision is core's
 * `createSiteForm`: this renders its state (fields, errors above titles, 'Submitting…', the
 * submission text) and after a refusal moves focus where core says: the first invalid field (with
 * the 'scroll up/down' hint), the unanswered captcha, or the message.
 */
export function SiteForm(props: SiteFormProps) {
  const { form } = props;
  const { messages, settings } = useStorefront();
  useStyles('primitives', primitivesCss);
  useStyles('site-form', siteFormCss);
  const idPrefix = useUniqueId();
  const summaryId = useUniqueId();
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const siteKey = formCaptchaSiteKey(form.captcha, settings.captchaSiteKey);
  const captcha = useCaptcha({ type: form.captcha.type, siteKey, action: 'form_submit' });
  const { onSuccess, onNewsletterSubscribed, onError } = props;
  // Each render's callbacks reach the controller (useController's setOptions).
  const [state, controller] = useSiteForm({
    form,
    captcha: captcha.captcha,
    ...(props.page ? { page: props.page } : {}),
    ...(props.location ? { location: props.location } : {}),
    ...(onSuccess ? { onSuccess } : {}),
    ...(onNewsletterSubscribed ? { onNewsletterSubscribed } : {}),
    ...(onError ? { onError } : {}),
  });

  useEffect(() => {
    if (!state.focusRequest) return;
    const form = formRef.current;
    const first = state.focusTarget === 'field' && form?.querySelector('[aria-invalid="true"]');
    // The hint depends on where the field is before focusing scrolls it into view.
    if (first) controller.review(first.getBoundingClientRect().top, window.innerHeight);
    focusAfterError(form, state.focusTarget);
  }, [state.focusRequest, state.focusTarget, controller]);

  useEffect(() => {
    if (state.status !== 'submitted') return;
    rootRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    successRef.current?.focus({ preventScroll: true });
  }, [state.status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void controller.submit();
  };

  if (state.submission) {
    return (
      <div ref={rootRef} className="sf-site-form sf-site-form--submitted">
        <div ref={successRef} tabIndex={-1} role="status" className="sf-form-submission sf-form-success">
          {state.submission.text && (
            <p className="sf-form-submission-text sf-form-success-title">{state.submission.text}</p>
          )}
          <PostSubmitHtml html={state.submission.html} />
        </div>
      </div>
    );
  }

  const summary = state.formError ?? state.review ?? undefined;
  return (
    <div ref={rootRef} className="sf-site-form">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={form.name || undefined}
        aria-busy={state.status === 'submitting' || undefined}
      >
        {form.fields.map((field) => (
          <SiteField
            key={field.id}
            field={field}
            value={state.inputs[field.id]}
            onChange={controller.setInput}
            error={state.fieldErrors[field.id]}
            idPrefix={idPrefix}
            messages={messages}
            {...(props.sectionHeadingLevel ? { sectionHeadingLevel: props.sectionHeadingLevel } : {})}
          />
        ))}
        {siteKey && (
          <Captcha
            ref={captcha.ref}
            siteKey={siteKey}
            type={captcha.type}
            onChange={controller.answerCaptcha}
          />
        )}
        {form.disclaimer && <p className="sf-form-disclaimer">{form.disclaimer}</p>}
        <ErrorSummary id={summaryId} message={summary} />
        <button
          type="submit"
          className="sf-button"
          disabled={state.isAwaitingCaptcha}
          aria-disabled={state.status === 'submitting' ? 'true' : undefined}
          aria-describedby={summary ? summaryId : undefined}
        >
          {controller.buttonLabel(state)}
        </button>
      </form>
    </div>
  );
}
