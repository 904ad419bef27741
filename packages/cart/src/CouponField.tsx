import type { CouponFieldState, CouponView } from '@storefront-widgets/core';
import { useStorefront } from '@storefront-widgets/react';
import type { FormEvent } from 'react';

/** Props of {@link CouponField}. */
export interface CouponFieldProps {
  /** Prefix of the element ids. */
  idPrefix: string;
  state: CouponFieldState;
  validCoupons: CouponView[];
  invalidCoupons: CouponView[];
  /** True while the cart recalculates or is being emptied. */
  isBusy: boolean;
  onType(text: string): void;
  onApply(): void;
  onRemove(code: string): void;
}

/**
 * The cart's coupon code: a field with Apply (Enter works too), the failure right under it, then
 * the codes the cart applies and those it refuses (with the backend's reason), each removable.
 */
export function CouponField(props: CouponFieldProps) {
  const { idPrefix, state, validCoupons, invalidCoupons, isBusy } = props;
  const { messages } = useStorefront();
  const inputId = `${idPrefix}-coupon`;
  const errorId = `${idPrefix}-coupon-error`;
  const isPending = state.pending !== null || isBusy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) props.onApply();
  };
  const groups = [
    { kind: 'valid', heading: messages.format('cartPage.appliedCoupons'), coupons: validCoupons },
    { kind: 'invalid', heading: messages.format('cartPage.refusedCoupons'), coupons: invalidCoupons },
  ].filter((group) => group.coupons.length > 0);
  return (
    <div className="sf-coupons">
      <form className="sf-field sf-coupons__form" noValidate onSubmit={submit}>
        <label className="sf-field__label" htmlFor={inputId}>
          {messages.format('cartPage.couponLabel')}
        </label>
        <div className="sf-coupons__row">
          <input
            className="sf-input sf-coupons__input"
            id={inputId}
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={state.text}
            aria-invalid={state.error ? 'true' : undefined}
            aria-describedby={state.error ? errorId : undefined}
            onChange={(event) => props.onType(event.target.value)}
          />
          <button
            type="submit"
            className="sf-button sf-coupons__apply"
            aria-disabled={isPending ? 'true' : undefined}
          >
            {messages.format('cartPage.applyCoupon')}
          </button>
        </div>
        {state.error && (
          <p role="alert" id={errorId} className="sf-form-error sf-coupons__error">
            <strong>{state.error.title}</strong> {state.error.message}
          </p>
        )}
      </form>
      {groups.map(({ kind, heading, coupons }) => (
        <div key={kind} className="sf-coupons__group">
          <p className="sf-coupons__heading" id={`${idPrefix}-coupons-${kind}`}>
            {heading}
          </p>
          <ul
            className="sf-coupons__list"
            aria-labelledby={`${idPrefix}-coupons-${kind}`}
            data-coupons={kind}
          >
            {coupons.map((coupon) => (
              <li key={coupon.code} className="sf-coupons__code">
                <span className="sf-coupons__name">{coupon.code}</span>
                {coupon.reason && <span className="sf-coupons__reason">{coupon.reason}</span>}
                <button
                  type="button"
                  className="sf-link-button sf-coupons__remove"
                  aria-label={messages.format('cartPage.removeCoupon', { code: coupon.code })}
                  aria-disabled={isPending ? 'true' : undefined}
                  onClick={() => !isPending && props.onRemove(coupon.code)}
                >
                  {messages.format('cartPage.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
