import type { InstallmentContext, ProductType } from '@storefront-widgets/core';
import { useInstallments, useStorefront, useStyles } from '@storefront-widgets/react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { InstallmentInfoModalProps } from './InstallmentInfoModal';
import { installmentPillCss } from './installmentPillCss';

/** Props of {@link InstallmentPill}; serialisable so the drop-in reads them from `data-*`. */
export interface InstallmentPillProps {
  /** Only physical products (1) qualify. */
  productType: ProductType;
  /** Price of the product or chosen variant, in minor units. */
  priceMinorUnits: number;
  /** ISO 4217 code of the price. @default the provider's currency */
  currency?: string;
  /** The item's installment context; null or unavailable hides the pill. */
  context: InstallmentContext | null;
  /** Info page address with `{locale}` and `{brand}` placeholders. @default DEFAULT_INSTALLMENT_INFO_URL */
  infoUrlTemplate?: string;
  /** Loads the info page's HTML. @default fetch(url) → text */
  loadPage?: (url: string) => Promise<string>;
}

// Only the info button opens the lightbox: it loads when the visitor reaches for the button.
const loadInfoModal = () => import('./InstallmentInfoModal');
const lazyInfoModal = () =>
  lazy(
    (): Promise<{ default: ComponentType<InstallmentInfoModalProps> }> =>
      loadInfoModal().catch((error: unknown) => {
        // Like a page that fails to load (storefront §7): logged, and the pill stays as it is. The
        // next open tries the download again instead of keeping the failure.
        console.error('[storefront] Unable to load the installment info dialog', error);
        InstallmentInfoModal = lazyInfoModal();
        return { default: () => null };
      }),
  );
let InstallmentInfoModal = lazyInfoModal();
const preloadInfoModal = () => {
  loadInfoModal().catch(() => {});
};

/**
 * The installment badge, built on the public `useInstallments` hook: core's `computeInstallments`
 * decides eligibility and the in/out-of-range wording; the info button opens the lightbox filled
 * from the locale's static page (core's `createInstallmentInfoPage`). A page that fails to load is
 * only logged; the dialog stays usable.
 */
export function InstallmentPill(props: InstallmentPillProps) {
  const { messages } = useStorefront();
  useStyles('installment-pill', installmentPillCss);
  const [isOpen, setIsOpen] = useState(false);
  const view = useInstallments(props);
  const { infoPage } = view;

  if (!view.isEligible) return null;
  // The info button wraps with the last word, never alone onto a line of its own (a nowrap span:
  // a button may otherwise start a line even without a space before it). A text without spaces
  // keeps only its last character with the button.
  const { message } = view;
  // The out-of-range wording is the spec's, which names no provider: the brand goes before it.
  const cut = message.lastIndexOf(' ') + 1 || Math.max(message.length - 1, 0);
  return (
    <div
      className={
        view.isInRange ? 'sf-installment-pill' : 'sf-installment-pill sf-installment-pill--out-of-range'
      }
    >
      {!view.isInRange && <span className="sf-installment-pill-brand">{`${view.brand} `}</span>}
      <span className="sf-installment-pill-text">
        {message.slice(0, cut)}
        <span className="sf-installment-pill-end">
          {message.slice(cut)}
          <button
            type="button"
            className="sf-installment-pill-info"
            aria-haspopup="dialog"
            aria-label={messages.format('installments.learnMore', { brand: view.brand })}
            onClick={() => {
              setIsOpen(true);
              view.openInfoPage();
            }}
            onPointerDown={preloadInfoModal}
            onFocus={preloadInfoModal}
          >
            {/* Drawn, not a font glyph: ⓘ is missing from many system fonts. */}
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
              <circle cx="8" cy="4.75" r="1" fill="currentColor" />
            </svg>
          </button>
        </span>
      </span>
      {isOpen && (
        <Suspense fallback={null}>
          <InstallmentInfoModal
            brand={view.brand}
            onClose={() => setIsOpen(false)}
            html={infoPage.status === 'failed' ? null : (infoPage.html ?? undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
