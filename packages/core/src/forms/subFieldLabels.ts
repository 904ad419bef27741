import type { MessageId } from '../messages/catalogue.en';
import type { FormFieldModel } from './formField';

/**
 * Message ids of the sub-inputs of a multi-part field, in the order its value is serialized.
 * The platform gives only the phone's part count; the
 * labels are ours, in the catalogue so they translate.
 */
export function subFieldLabelIds(field: FormFieldModel): MessageId[] {
  switch (field.type) {
    case 'name':
      return ['form.part.firstName', 'form.part.lastName'];
    case 'address':
      return [
        'form.part.address1',
        'form.part.address2',
        'form.part.city',
        'form.part.region',
        'form.part.postalCode',
        'form.part.country',
      ];
    case 'date':
      return ['form.part.month', 'form.part.day', 'form.part.year'];
    case 'time':
      return ['form.part.hour', 'form.part.minute', 'form.part.second', 'form.part.meridiem'];
    case 'phone':
      // The country code leads when the field shows it.
      return field.showCountryCode
        ? ['form.part.countryCode', 'form.part.areaCode', 'form.part.prefix', 'form.part.line']
        : ['form.part.areaCode', 'form.part.prefix', 'form.part.line'];
    default:
      return [];
  }
}
