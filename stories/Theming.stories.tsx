import { AddToCartButton } from '@storefront-widgets/add-to-cart-button';
import { RestockForm } from '@storefront-widgets/restock-form';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import type { Meta, StoryObj } from '@storybook/react';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { inDocs, seededProduct } from './support/storyHelpers';
import { loadStorefront, withStorefront } from './support/withStorefront';

/** The custom properties of `storefront.css` a store overrides to re-theme every widget. */
interface ThemeProps {
  /** Buttons (add to cart, checkout, sign up, submit), links in the cart, checkbox accents. */
  accent?: string;
  /** Text on the accent. */
  accentText?: string;
  /** Error texts and the border of every invalid field. */
  error?: string;
  /** Inputs, selects, textareas and secondary buttons: keep 3:1 or more against white. */
  border?: string;
  /** Corners of inputs and buttons. */
  radius?: string;
  /** The focus ring of every control (a box-shadow): keep it 3:1 against the page. */
  focus?: string;
}

/** Each prop's custom property and its default in `storefront.css`. */
const PROPERTIES: Record<keyof ThemeProps, { name: string; initial: string }> = {
  accent: { name: '--sf-accent', initial: '#1f3a5f' },
  accentText: { name: '--sf-accent-text', initial: '#fff' },
  error: { name: '--sf-error', initial: '#b3261e' },
  border: { name: '--sf-border', initial: '#767676' },
  radius: { name: '--sf-radius', initial: '6px' },
  focus: { name: '--sf-focus', initial: '0 0 0 2px #fff, 0 0 0 4px #1f3a5f' },
};

/**
 * The add-to-cart block and the restock form under the custom properties set in the table below,
 * as a store sets them on `:root` in its own stylesheet after `storefront.css`. Change a value and
 * both widgets follow.
 */
function ThemePreview(theme: ThemeProps) {
  const style = Object.fromEntries(
    Object.entries(theme).flatMap(([prop, value]) =>
      value ? [[PROPERTIES[prop as keyof ThemeProps].name, value]] : [],
    ),
  ) as CSSProperties;
  return (
    <div className="story-theme" style={{ ...style, display: 'grid', gap: '1.5rem' }}>
      <AddToCartButton product={seededProduct(PRODUCT_IDS.tee)} />
      <RestockForm productId={PRODUCT_IDS.tee} variantId="var-tee-m-blk" />
    </div>
  );
}

const meta = {
  title: 'Designers/Theming',
  component: ThemePreview,
  parameters: { storeColumn: '29rem', ...inDocs({ height: '420px' }) },
  argTypes: Object.fromEntries(
    Object.entries(PROPERTIES).map(([prop, { name, initial }]) => [
      prop,
      {
        control: prop === 'radius' || prop === 'focus' ? 'text' : 'color',
        table: {
          category: 'custom properties',
          type: { summary: name },
          defaultValue: { summary: initial },
        },
      },
    ]),
  ),
  loaders: [loadStorefront],
  decorators: [withStorefront],
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Checks the accent a store set (none: `undefined`) on the widgets' container and, where
 * `storefront.css` applies (the browser Storybook; Vitest loads no stylesheet), the add-to-cart
 * button's resolved background.
 */
async function expectAccent(canvasElement: HTMLElement, set: string | undefined, background: string) {
  const theme = canvasElement.querySelector<HTMLElement>('.story-theme');
  await expect(theme?.style.getPropertyValue('--sf-accent') || undefined).toBe(set);
  if (!getComputedStyle(document.documentElement).getPropertyValue('--sf-stylesheet').trim()) return;
  const button = within(canvasElement).getByRole('button', { name: 'Add To Cart' });
  await expect(getComputedStyle(button).backgroundColor).toBe(background);
}

/** The defaults of `storefront.css`: the example store's navy accent and 6 px corners. */
export const Defaults: Story = {
  parameters: inDocs('inline'),
  play: async ({ canvasElement }) => {
    await expectAccent(canvasElement, undefined, 'rgb(31, 58, 95)');
  },
};

/** The template authors' guide's example: green with square corners. */
export const GreenSquare: Story = {
  args: { accent: '#0b6e4f', radius: '0', border: '#4d4d4d', focus: '0 0 0 2px #fff, 0 0 0 4px #0b6e4f' },
  play: async ({ canvasElement }) => {
    await expectAccent(canvasElement, '#0b6e4f', 'rgb(11, 110, 79)');
  },
};
