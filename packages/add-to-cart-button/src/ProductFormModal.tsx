import {
  ApiError,
  COMPILED_EN_FORMS,
  type FieldInput,
  type FormDefinition,
  type FormInputs,
  fetchFormDefinition,
  serializeForm,
  validateForm,
} from '@storefront-widgets/core';
import {
  ErrorSummary,
  focusFirstInvalid,
  Modal,
  useMessagePart,
  useStorefront,
  useUniqueId,
} from '@storefront-widgets/react';
import { SiteField } from '@storefront-widgets/site-form';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/** Props of {@link ProductFormModal}. */
export interface ProductFormModalProps {
  /** The product's additional-fields form. */
  formId: string;
  /** Label of the submit button (the product's add-to-cart label). */
  submitLabel: string;
  /**
   * Adds the item with the answers (JSON text of the values keyed by field id). Resolves to an
   * error message to show in the form, or null when the item was added.
   */
  onSubmit: (additionalFields: string) => Promise<string | null>;
  onClose: () => void;
  /** Answers to start from (the cart page edits an entry's answers). @default none */
  initialInputs?: FormInputs | ((form: FormDefinition) => FormInputs);
}

/**
 * The custom-form lightbox of a product with extra fields:
 * the form inside the modal, editing or saving ('Saving…'). Loaded on demand, so product pages
 * without such a product never download it.
 */
export default function ProductFormModal({
  formId,
  submitLabel,
  onSubmit,
  onClose,
  initialInputs,
}: ProductFormModalProps) {
  const { client } = useStorefront();
  // The form's labels and checks are a part of the catalogue no page needs before it.
  const messages = useMessagePart(COMPILED_EN_FORMS);
  const idPrefix = useUniqueId();
  const summaryId = useUniqueId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<FormDefinition | null>(null);
  const [inputs, setInputs] = useState<FormInputs>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  // The answers to start from are read once, when the form arrives.
  const initialRef = useRef(initialInputs);

  useEffect(() => {
    let isCurrent = true;
    fetchFormDefinition(client, formId)
      .then((definition) => {
        if (!isCurrent) return;
        const initial = initialRef.current;
        if (initial) setInputs(typeof initial === 'function' ? initial(definition) : initial);
        setForm(definition);
      })
      .catch((error: unknown) => {
        // Storefront §8: 'Unable to open form' when the definition cannot be loaded.
        const detail = error instanceof ApiError ? error.message : '';
        if (isCurrent) setMessage(messages.format('cart.unableToOpenForm') + (detail ? ` ${detail}` : ''));
      });
    return () => {
      isCurrent = false;
    };
  }, [client, formId, messages]);

  const change = (id: string, value: FieldInput) => setInputs((current) => ({ ...current, [id]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || isSaving) return;
    const fieldErrors = validateForm(form.fields, inputs, messages);
    setErrors(fieldErrors);
    setMessage(undefined);
    if (Object.keys(fieldErrors).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setIsSaving(true);
    const failure = await onSubmit(JSON.stringify(serializeForm(form.fields, inputs)));
    setIsSaving(false);
    if (failure) setMessage(failure);
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={form?.name ?? messages.format('addToCart.label')}
      closeLabel={messages.format('dialog.close')}
    >
      {form ? (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-busy={isSaving || undefined}
          className="sf-site-form"
        >
          {form.fields.map((field) => (
            <SiteField
              key={field.id}
              field={field}
              value={inputs[field.id]}
              onChange={change}
              error={errors[field.id]}
              idPrefix={idPrefix}
              messages={messages}
              sectionHeadingLevel={3}
            />
          ))}
          <ErrorSummary id={summaryId} message={message} />
          <button type="submit" className="sf-button" aria-disabled={isSaving ? 'true' : undefined}>
            {isSaving ? messages.format('form.saving') : submitLabel}
          </button>
        </form>
      ) : (
        <ErrorSummary id={summaryId} message={message} />
      )}
    </Modal>
  );
}
