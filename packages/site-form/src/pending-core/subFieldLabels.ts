import type { FormFieldModel } from '@storefront/core';

/**
 * Labels of the sub-inputs of multi-part fields, in the order core serializes them (storefront §3
 * "Form field values by type"). The spec names the parts' count for phone only; these labels are
 * ours. PENDING-CORE: belongs in core's message catalogue (`form.subField.*`) so it can be
 * translated.
 */
export function subFieldLabels(field: FormFieldModel): string[] {
  switch (field.type) {
    case 'name':
      return ['First Name', 'Last Name'];
    case 'address':
      return ['Address 1', 'Address 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country'];
    case 'date':
      return ['Month', 'Day', 'Year'];
    case 'time':
      return ['Hour', 'Minute', 'Second', 'AM/PM'];
    case 'phone':
      // Core's phone value is three sub-values, with the country code in front when shown.
      return field.showCountryCode
        ? ['Country Code', 'Area Code', 'Prefix', 'Line']
        : ['Area Code', 'Prefix', 'Line'];
    default:
      return [];
  }
}
