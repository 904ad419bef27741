import { selectCartView } from '@storefront-widgets/core';
import { useCart, useStorefront, useStyles, useUniqueId } from '@storefront-widgets/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { CartEntryRow, entryInputs } from './CartEntryRow';
import { CouponField } from './CouponField';
import { cartCss } from './cartCss';

// Editing answers is rare: the form lightbox loads when a shopper asks for it.
const EditAnswersModal = lazy(() => import('./EditAnswersModal'));
const EmptyCartDialog = lazy(() => import('./EmptyCartDialog'));

/** Props of {@link Cart}. */
export interface CartProps {
  /**
   * The store's minimum order subtotal for checkout, in minor units of the cart's currency;
   * 0 means none.
   * @default 0
   */
  minimumSubtotalCents?: number;
  /**
   * Where 'Continue shopping' on the empty cart leads (the store's catalogue).
   * @default '/'
   */
  continueShoppingUrl?: string;
}

/**
 * The full-page cart: each entry with its thumbnail and title linking to the product, chosen variant
 * and answers (editable), a − / + quantity stepper with the add-to-cart rules and its error beside
 * it, remove; a coupon code field with the applied and refused codes; totals in the cart's currency
 * (marked busy, with an 'Updating your cart…' status, while the cart recalculates);
 * 'You have nothing in your shopping cart.' with 'Continue shopping'; the minimum-subtotal rule;
 * checkout through the commerce navigation; and 'Empty cart' under the lines, away from Checkout.
 * Built on the public `useCart` hook (core's `createCartPage`, which also loads the entries' answers
 * forms) and core's `selectCartView`. Loads the cart when the store holds none yet.
 */
export function Cart({ minimumSubtotalCents = 0, continueShoppingUrl = '/' }: CartProps) {
  const { cartStore, messages, locale, settings } = useStorefront();
  useStyles('cart', cartCss);
  const baseId = useUniqueId();
  const rootRef = useRef<HTMLElement>(null);
  const page = useCart({ minimumSubtotalCents });
  const { cart, isRecalculating, forms } = page;
  const loadError = page.status === 'error' ? page.error : null;
  const [editing, setEditing] = useState<string | null>(null);
  const [isAskingToEmpty, setIsAskingToEmpty] = useState(false);

  const view = selectCartView(cart, {
    messages,
    minimumSubtotalCents,
    locale,
    ...(settings.useCLDRMoneyFormat ? { useCLDRMoneyFormat: true } : {}),
  });

  /** After a line or the whole cart is gone, focus stays in the cart instead of falling to <body>. */
  const focusCart = () => rootRef.current?.focus();

  const remove = async (entryId: string) => {
    await page.remove(entryId);
    if (!cartStore.getState().cart?.entries.some((entry) => entry.id === entryId)) focusCart();
  };

  const empty = async () => {
    await page.empty();
    focusCart();
  };

  const editedEntry = cart?.entries.find((entry) => entry.id === editing);
  const busy = isRecalculating || page.isEmptying || page.coupon.pending !== null;
  const minimumId = `${baseId}-minimum`;

  return (
    <section
      ref={rootRef}
      className="sf-cart"
      aria-label={messages.format('cart.label')}
      aria-busy={busy || undefined}
      tabIndex={-1}
    >
      {loadError && !cart && (
        <p role="alert" className="sf-form-error">
          {loadError.message}
        </p>
      )}
      {view.isEmpty && cart && (
        <div className="sf-cart__empty">
          <p className="sf-cart__empty-text">{view.emptyText}</p>
          <a className="sf-button sf-cart__continue" href={continueShoppingUrl}>
            {messages.format('cartPage.continueShopping')}
          </a>
        </div>
      )}
      {!view.isEmpty && (
        <ul className="sf-cart__entries">
          {view.entries.map((entryView, index) => {
            const entry = cart?.entries[index];
            if (!entry) return null;
            return (
              <CartEntryRow
                key={entry.id}
                entry={entry}
                view={entryView}
                form={entry.additionalFieldsFormId ? forms[entry.additionalFieldsFormId] : undefined}
                idPrefix={`${baseId}-${index}`}
                draft={page.drafts[entry.id]}
                error={page.errors[entry.id]}
                isBusy={page.isLineBusy(entry.id)}
                onType={(text) => page.typeQuantity(entry.id, text)}
                onStep={(delta) => page.stepQuantity(entry.id, delta)}
                onCommit={() => void page.commitQuantity(entry.id)}
                onRemove={() => void remove(entry.id)}
                onEdit={() => setEditing(entry.id)}
              />
            );
          })}
        </ul>
      )}
      {!view.isEmpty && (
        <div className="sf-cart__list-actions">
          <button
            type="button"
            className="sf-link-button sf-cart__empty-cart"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => setIsAskingToEmpty(true)}
          >
            {messages.format('cart.emptyCart')}
          </button>
        </div>
      )}
      {!view.isEmpty && (
        <div className="sf-cart__summary">
          <CouponField
            idPrefix={baseId}
            state={page.coupon}
            validCoupons={view.validCoupons}
            invalidCoupons={view.invalidCoupons}
            isBusy={page.isEmptying}
            onType={page.typeCoupon}
            onApply={() => void page.applyCoupon()}
            onRemove={(code) => void page.removeCoupon(code)}
          />
          <dl className="sf-cart__totals" aria-busy={busy || undefined}>
            {view.totals.map((line) => (
              <div key={line.key} className="sf-cart__total" data-total={line.key}>
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
          </dl>
          <p role="status" className="sf-cart__status">
            {busy ? messages.format('cartPage.updating') : ''}
          </p>
          {view.minimumMessage && (
            <p id={minimumId} className="sf-cart__minimum">
              {view.minimumMessage}
            </p>
          )}
          <button
            type="button"
            className="sf-button sf-cart__checkout"
            aria-disabled={!view.canCheckout || busy ? 'true' : undefined}
            aria-describedby={view.minimumMessage ? minimumId : undefined}
            onClick={() => page.checkout()}
          >
            {messages.format('cartPage.checkout')}
          </button>
        </div>
      )}
      {page.alert && (
        <p role="alert" className="sf-form-error sf-cart__alert">
          <strong>{page.alert.title}</strong> {page.alert.message}
        </p>
      )}
      {isAskingToEmpty && (
        <Suspense fallback={null}>
          <EmptyCartDialog
            isOpen
            title={messages.format('cartPage.emptyConfirm')}
            confirmLabel={messages.format('cart.emptyCart')}
            cancelLabel={messages.format('dialog.cancel')}
            isDangerous
            onConfirm={() => void empty()}
            onClose={() => setIsAskingToEmpty(false)}
          />
        </Suspense>
      )}
      {editedEntry?.additionalFieldsFormId && (
        <Suspense fallback={null}>
          <EditAnswersModal
            formId={editedEntry.additionalFieldsFormId}
            submitLabel={messages.format('cartPage.saveAnswers')}
            initialInputs={entryInputs(editedEntry)}
            onSubmit={async (additionalFields) => {
              const failure = await page.updateAdditionalFields(editedEntry.id, additionalFields);
              if (!failure) setEditing(null);
              return failure;
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
