import type { Decorator } from '@storybook/react';

/**
 * How much room the example store gives a widget (`parameters.storeColumn`), measured in
 * Chromium at 1280 px: the product page's right-hand column (29rem, 464 px) for the add-to-cart
 * block, the installment pill and the restock form; the cart page's main column (60rem, 960 px);
 * the contact page's form column (36rem, 576 px). It is a maximum: in a phone viewport the widget
 * gets the canvas's width, as on the store's phone layout.
 */
export interface StoreColumnParameters {
  /** A CSS length, e.g. '29rem'. @default none: the widget gets the whole canvas */
  storeColumn?: string;
}

/** Decorator: the story in a box as wide as the store's column for it, so widgets show at store size. */
export const withStoreColumn: Decorator = (Story, context) => {
  const width = (context.parameters as StoreColumnParameters).storeColumn;
  if (!width) return <Story />;
  return (
    <div className="story-store-column" style={{ maxWidth: width }}>
      <Story />
    </div>
  );
};
