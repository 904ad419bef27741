import type { FormFieldLike, FormFieldModel } from './formField';

/** Normalises a field (the backend's flat shape or an already typed one) into {@link FormFieldModel}. */
export function toFormField(field: FormFieldLike): FormFieldModel {
  const base = {
    id: field.id,
    ...(field.title !== undefined ? { title: field.title } : {}),
    ...(field.description !== undefined ? { description: field.description } : {}),
  };
  const required = field.required === true;
  const placeholder = field.placeholder ? { placeholder: field.placeholder } : {};
  switch (field.type) {
    case 'text':
    case 'email':
    case 'website':
      return { ...base, type: field.type, required, ...placeholder };
    case 'number':
      return {
        ...base,
        type: 'number',
        required,
        ...placeholder,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.step !== undefined ? { step: field.step } : {}),
      };
    case 'textarea':
      return { ...base, type: 'textarea', required, maxLength: field.maxLength ?? null, ...placeholder };
    case 'currency':
      return { ...base, type: 'currency', required, currencySymbol: field.currencySymbol ?? '' };
    case 'password':
    case 'twitter':
    case 'date':
    case 'time':
    case 'name':
    case 'address':
      return { ...base, type: field.type, required };
    case 'phone':
      return { ...base, type: 'phone', required, showCountryCode: field.showCountryCode === true };
    case 'section':
      return { ...base, type: 'section', underline: field.underline === true };
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'likert':
      return { ...base, type: field.type, required, options: [...(field.options ?? [])] };
    case 'hidden':
      return { ...base, type: 'hidden', key: field.key ?? field.id, value: field.value ?? '' };
  }
}
