import { childOf, isRecord, isTruthy, toOutput, toText } from '../../values/values';
import { escapeHtml } from '../escapeHtml';
import type { RenderContext } from '../RenderContext';

/** Likert answers -2 to 2, each localizable as `productAnswerMap<Key>`. */
const LIKERT = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'];

/**
 * A form answer written from its parts (`values`), by the platform's form summary field
 * types; `part` is a part as escaped text, `has` whether it is filled in.
 */
const ANSWERS: Record<
  string,
  (part: (key: string) => string, has: (key: string) => boolean, values: unknown) => string
> = {
  address: (part, has) =>
    `<div style="padding-left:5px;">\n  <div>${part('Line1')}</div>${has('Line2') ? `\n  <div>${part('Line2')}</div>` : ''}\n  <div>${part('City')}, ${part('State')} ${part('Zip')} ${part('Country')}</div>\n</div>`,
  checkbox: (_part, _has, values) =>
    `${Array.isArray(values) ? values.map((value) => escapeHtml(toOutput(value))).join(', ') : ''}\n`,
  date: (part) => `${part('Month')}/${part('Day')}/${part('Year')}`,
  name: (part) => `${part('First')} ${part('Last')}`,
  phone: (part, has) =>
    `${has('Country') ? `+${part('Country')} ` : ''}${part('Areacode')}-${part('Prefix')}-${part('Line')}`,
  time: (part, has) => {
    const clock = (key: string) => (has(key) ? part(key) : '00');
    return `${clock('Hour')}:${clock('Minute')}:${clock('Second')} ${part('Ampm')}`;
  },
};

/**
 * `summary-form-field`: one answer of a product's form in an order summary: the field's title and
 * its answer written by type (address lines, checked boxes joined by commas, M/D/Y dates, Likert
 * questions with their labels, names, +C AAA-PPP-LLLL phones, H:M:S times), or 'N/A' when the
 * field was left empty (or `localizedStrings.productSummaryFormNoAnswerText`). Escapes data.
 */
export function summaryFormField(field: unknown, context: RenderContext): string {
  const type = toText(childOf(field, 'type'));
  const values = childOf(field, 'values');
  const value = childOf(field, 'value');
  const strings = context.resolve('localizedStrings', field);
  const part = (key: string) => escapeHtml(toOutput(childOf(values, key)));
  const answered =
    (isRecord(values) || Array.isArray(values)) && Object.values(values).some((v) => toText(v) !== '');
  let answer = '';
  if (type === 'likert' && answered) {
    const label = (n: number) => {
      const localized = childOf(strings, `productAnswerMap${LIKERT[n + 2]!.replace(' ', '')}`);
      return typeof localized === 'string' ? localized : LIKERT[n + 2];
    };
    answer = `<div style="padding-left:5px;">${Object.entries(values as object)
      .map(([question, choice]) => {
        const n = [-2, -1, 0, 1, 2].find((code) => String(code) === String(choice)) ?? 0;
        return `\n  <div><span style="font-weight:bold;">${escapeHtml(question)}:</span> ${escapeHtml(toText(label(n)))}</div>`;
      })
      .join('')}\n</div>`;
  } else if (Object.hasOwn(ANSWERS, type) && answered) {
    answer = ANSWERS[type]!(part, (key) => isTruthy(childOf(values, key)), values);
  } else if (type === 'checkbox') answer = escapeHtml(toOutput(value));
  else if (!Object.hasOwn(ANSWERS, type) && type !== 'likert') answer = escapeHtml(toText(value));
  const empty = toText(childOf(strings, 'productSummaryFormNoAnswerText')).trim() || 'N/A';
  return `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${escapeHtml(
    toText(childOf(field, 'rawTitle')),
  )}:</span> ${isTruthy(answer) ? answer : empty}\n</div>`;
}
