import {
  COMPILED_EN_FORMS,
  createProductForm,
  type FormDefinition,
  type FormInputs,
} from '@storefront-widgets/core';
import {
  ErrorSummary,
  focusFirstInvalid,
  Modal,
  useController,
  useMessagePart,
  useStorefront,
  useUniqueId,
} from '@storefront-widgets/react';
import { SiteField } from '@storefront-widgets/site-form';
import { type FormEvent, useRef } from 'react';

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
  const [{ form, inputs, errors, message, status }, controller] = useController(createProductForm, {
    client,
    formId,
    messages,
    onSubmit,
    initialInputs,
  });
  const isSaving = status === 'saving';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await controller.submit()) === 'invalid')
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
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
              onChange={controller.setInput}
              error={errors[field.id]}
              idPrefix={idPrefix}
              messages={messages}
              sectionHeadingLevel={3}
            />
          ))}
          <ErrorSummary id={summaryId} message={message ?? undefined} />
          <button type="submit" className="sf-button" aria-disabled={isSaving ? 'true' : undefined}>
            {isSaving ? messages.format('form.saving') : submitLabel}
          </button>
        </form>
      ) : (
        <ErrorSummary id={summaryId} message={message ?? undefined} />
      )}
    </Modal>
  );
}
