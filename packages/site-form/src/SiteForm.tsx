import {
  type FieldInput,
  type FormCaptcha,
  type FormDefinition,
  type FormInputs,
  type FormPageContext,
  reviewMessageId,
  submitForm,
} from '@storefront/core';
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
import { PostSubmitHtml } from './PostSubmitHtml';
import { type HeadingLevel, SiteField } from './SiteField';
import { siteFormCss } from './siteFormCss';

/** Props of {@link SiteForm}; serialisable so the drop-in reads them from the page. */
export interface SiteFormProps {
  /** The form definition (storefront §3 "Form"). */
  form: FormDefinition;
  /** Page fields of the submission. @default title and path of the current document, collection source */
  page?: Partial<FormPageContext>;
  /** Query string for hidden fields and the redirect. @default window.location */
  location?: { search: string; assign(url: string): void };
  /** The success event (storefront §4 step 4). */
  onSuccess?: () => void;
  /** A newsletter form recorded a subscription. */
  onNewsletterSubscribed?: () => void;
  /** The submission failed after validation passed; receives the form-level message shown. */
  onError?: (message: string) => void;
  /** Heading level of section fields, one below the heading the form sits under. @default 2 */
  sectionHeadingLevel?: HeadingLevel;
}

type Outcome = { kind: 'editing' } | { kind: 'submitted'; text: string; html: string };

function defaultPage(page: Partial<FormPageContext> | undefined): FormPageContext {
  const hasDocument = typeof document !== 'undefined';
  return {
    pageTitle: page?.pageTitle ?? (hasDocument ? document.title : ''),
    pageId: page?.pageId ?? '',
    contentSource: page?.contentSource ?? 'c',
    pagePath: page?.pagePath ?? (hasDocument ? window.location.pathname : ''),
    pagePermissionTypeValue: page?.pagePermissionTypeValue ?? 1,
  };
}

/**
 * A generic site form (storefront §4 "Generic form submit"): every field kind, core's validation
 * and submit flow ('Submitting…', captcha, form key, save, redirect or submission text), server
 * errors above field titles, focus on the first invalid field and the 'scroll up/down to review'
 * hint.
 */
export function SiteForm(props: SiteFormProps) {
  const { form } = props;
  const { client, messages, settings } = useStorefront();
  useStyles('primitives', primitivesCss);
  useStyles('site-form', siteFormCss);
  const idPrefix = useUniqueId();
  const summaryId = useUniqueId();
  const [inputs, setInputs] = useState<FormInputs>({});
  // Mirrors `inputs` synchronously: under preact a change and an Enter in the same task would
  // otherwise submit the previous render's values.
  const inputsRef = useRef<FormInputs>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [review, setReview] = useState<string | undefined>();
  const [buttonLabel, setButtonLabel] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isAwaitingCaptcha, setIsAwaitingCaptcha] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const [focusRequest, setFocusRequest] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  const siteKey = form.captcha.enabled ? form.captcha.siteKey || settings.captchaSiteKey : undefined;
  const captchaType = form.captcha.type;

  useEffect(() => {
    if (!focusRequest) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    // Decide the hint from where the field is before focusing scrolls it into view.
    const id = reviewMessageId(first.getBoundingClientRect().top, window.innerHeight);
    setReview(id ? messages.format(id) : undefined);
    focusFirstInvalid(formRef.current);
  }, [focusRequest, messages]);

  useEffect(() => {
    if (outcome.kind !== 'submitted') return;
    rootRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    successRef.current?.focus({ preventScroll: true });
  }, [outcome.kind]);

  const change = (id: string, value: FieldInput) => {
    inputsRef.current = { ...inputsRef.current, [id]: value };
    setInputs(inputsRef.current);
  };

  const captcha = (): FormCaptcha | null => {
    if (!siteKey) return null;
    return {
      getKey: () =>
        captchaType === 'enterprise'
          ? (captchaRef.current?.execute('form_submit') ?? null)
          : (captchaRef.current?.getResponse() ?? null),
      reset: () => captchaRef.current?.reset(),
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || isAwaitingCaptcha) return;
    setFieldErrors({});
    setFormError(undefined);
    setReview(undefined);
    const result = await submitForm({
      client,
      messages,
      form,
      inputs: inputsRef.current,
      page: defaultPage(props.page),
      captcha: captcha(),
      ...(props.location ? { location: props.location } : {}),
      onStateChange: (state) => {
        setIsSubmitting(state.isSubmitting);
        setButtonLabel(state.buttonLabel);
      },
      ...(props.onSuccess ? { onSuccess: props.onSuccess } : {}),
      ...(props.onNewsletterSubscribed ? { onNewsletterSubscribed: props.onNewsletterSubscribed } : {}),
    });
    if (result.status === 'success') {
      setOutcome({ kind: 'submitted', text: result.submissionText, html: result.postSubmitHtml });
    } else if (result.status === 'invalid') {
      setFieldErrors(result.fieldErrors);
      setFocusRequest((count) => count + 1);
    } else if (result.status === 'error') {
      setFormError(result.message);
      props.onError?.(result.message);
      if (result.fieldErrors) {
        setFieldErrors(result.fieldErrors);
        setFocusRequest((count) => count + 1);
      }
      // Storefront §4 step 5: a submit button bound to the classic captcha waits for a new answer.
      if (siteKey && captchaType === 'classic') setIsAwaitingCaptcha(true);
    }
  };

  if (outcome.kind === 'submitted') {
    return (
      <div ref={rootRef} className="sf-site-form sf-site-form--submitted">
        <div ref={successRef} tabIndex={-1} role="status" className="sf-form-submission">
          {outcome.text && <p className="sf-form-submission-text">{outcome.text}</p>}
          <PostSubmitHtml html={outcome.html} />
        </div>
      </div>
    );
  }

  return (
    <div ref={rootRef} className="sf-site-form">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={form.name || undefined}
        aria-busy={isSubmitting || undefined}
      >
        {form.fields.map((field) => (
          <SiteField
            key={field.id}
            field={field}
            value={inputs[field.id]}
            onChange={change}
            error={fieldErrors[field.id]}
            idPrefix={idPrefix}
            messages={messages}
            {...(props.sectionHeadingLevel ? { sectionHeadingLevel: props.sectionHeadingLevel } : {})}
          />
        ))}
        {siteKey && (
          <Captcha
            ref={captchaRef}
            siteKey={siteKey}
            type={captchaType}
            onChange={() => setIsAwaitingCaptcha(false)}
          />
        )}
        {form.disclaimer && <p className="sf-form-disclaimer">{form.disclaimer}</p>}
        <ErrorSummary id={summaryId} message={formError ?? review} />
        <button
          type="submit"
          className="sf-button"
          disabled={isAwaitingCaptcha}
          aria-disabled={isSubmitting ? 'true' : undefined}
          aria-describedby={formError || review ? summaryId : undefined}
        >
          {buttonLabel ?? (form.submitButtonText || 'Submit')}
        </button>
      </form>
    </div>
  );
}
