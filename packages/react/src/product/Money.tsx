import { formatMoney } from '@storefront-widgets/core';
import type { HTMLAttributes } from 'react';
import { useStorefront } from '../context/useStorefront';

/** Props of {@link Money}. */
export interface MoneyProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The amount in the currency's minor units (cents; whole yen for JPY). */
  value: number;
  /** ISO 4217 code. @default the provider's currency */
  currency?: string;
  /** The element to render. @default 'span' */
  as?: 's' | 'span' | 'strong' | 'div';
}

/**
 * An amount formatted by the store's rules: the provider's locale, and the locale's own
 * separators only when the site's `useCLDRMoneyFormat` is on (else comma thousands, dot decimal).
 * hydrogen-react's `<Money>` with minor units in, never a float.
 * @example <Money value={1500} /> // "$15.00"
 */
export function Money({ value, currency, as: Element = 'span', ...rest }: MoneyProps) {
  const { currency: storeCurrency, locale, settings } = useStorefront();
  const text = formatMoney(value, currency ?? storeCurrency, {
    locale,
    useCLDRMoneyFormat: settings.useCLDRMoneyFormat ?? false,
  });
  return <Element {...rest}>{text}</Element>;
}
