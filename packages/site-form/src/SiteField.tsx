import type { FormField } from '@storefront-widgets/core';
import { type FieldInput, type FormFieldModel, type Messages, toFormField } from '@storefront-widgets/core';
import { ChoiceControl, LikertControl, SelectControl } from './fields/ChoiceControl';
import { type FieldProps, isRequired } from './fields/FieldProps';
import { MultiPartControl } from './fields/MultiPartControl';
import { TextareaControl } from './fields/TextareaControl';
import { TextControl } from './fields/TextControl';

/** Props of {@link SiteField}. */
export interface SiteFieldProps {
  field: FormField;
  value: FieldInput | undefined;
  onChange: (id: string, value: FieldInput) => void;
  error: string | undefined;
  idPrefix: string;
  messages: Messages;
  /** Level of a section field's heading, to fit the page's outline. @default 2 */
  sectionHeadingLevel?: HeadingLevel;
}

/** A heading level a section title can take. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const GROUPED = new Set(['name', 'address', 'date', 'time', 'phone', 'radio', 'checkbox', 'likert']);

function Control(props: FieldProps) {
  const { field } = props;
  switch (field.type) {
    case 'textarea':
      return <TextareaControl {...props} field={field} />;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return <MultiPartControl {...props} field={field} />;
    case 'radio':
    case 'checkbox':
      return <ChoiceControl {...props} field={field} />;
    case 'select':
      return <SelectControl {...props} field={field} />;
    case 'likert':
      return <LikertControl {...props} field={field} />;
    case 'section':
    case 'hidden':
      return null;
    default:
      return <TextControl {...props} field={field} />;
  }
}

/**
 * One form field: its error above the title, the
 * title as a label (or legend for grouped inputs), the description, then the control.
 */
export function SiteField(props: SiteFieldProps) {
  const { field: raw, value, onChange, error, idPrefix, messages, sectionHeadingLevel = 2 } = props;
  const field: FormFieldModel = toFormField(raw);
  if (field.type === 'hidden') return null;
  const ids = {
    control: `${idPrefix}-${field.id}`,
    error: `${idPrefix}-${field.id}-error`,
    description: `${idPrefix}-${field.id}-description`,
  };
  if (field.type === 'section') {
    const SectionHeading = `h${sectionHeadingLevel}` as const;
    return (
      <div className={field.underline ? 'sf-section sf-section--underline' : 'sf-section'}>
        {field.title && <SectionHeading className="sf-section-title">{field.title}</SectionHeading>}
        {field.description && <p className="sf-field-description">{field.description}</p>}
      </div>
    );
  }
  // The visual asterisk is CSS (`.sf-field-title--required::after`) so the label's text stays the
  // title; assistive tech learns "required" from aria-required on the controls.
  const titleClass = isRequired(field) ? 'sf-field-title sf-field-title--required' : 'sf-field-title';
  const errorText = error ? (
    <p id={ids.error} className="sf-field-error">
      {error}
    </p>
  ) : null;
  const description = field.description ? (
    <p id={ids.description} className="sf-field-description">
      {field.description}
    </p>
  ) : null;
  const control = (
    <Control
      field={field}
      value={value}
      onChange={(next) => onChange(field.id, next)}
      error={error}
      ids={ids}
      messages={messages}
    />
  );
  if (GROUPED.has(field.type)) {
    return (
      // The error sits outside the fieldset: a legend must be the fieldset's first child.
      <div className={`sf-field sf-field--${field.type}${error ? ' sf-field--error' : ''}`}>
        {errorText}
        <fieldset className="sf-fieldset">
          <legend className={titleClass}>{field.title}</legend>
          {description}
          {control}
        </fieldset>
      </div>
    );
  }
  return (
    <div className={`sf-field sf-field--${field.type}${error ? ' sf-field--error' : ''}`}>
      {errorText}
      <label htmlFor={ids.control} className={titleClass}>
        {field.title}
      </label>
      {description}
      {control}
    </div>
  );
}
