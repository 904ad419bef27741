import { createTestCaptcha } from '@storefront-widgets/mock-backend/browser';
import {
  AlertDialog,
  Captcha,
  type CaptchaProps,
  ConfirmDialog,
  ErrorBoundary,
  Modal,
  type ModalProps,
} from '@storefront-widgets/react';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inDocs, screenOf } from './support/storyHelpers';

/** The shared UI primitives of `@storefront-widgets/react`, each with an opener so focus return shows. */
const meta = {
  title: 'React/Primitives',
  component: Modal,
  parameters: inDocs({ height: '360px' }),
  args: { isOpen: false, onClose: fn(), title: 'Size guide' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function ModalDemo({ title, children }: Pick<ModalProps, 'title' | 'children'>) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open lightbox
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={title}>
        {children}
      </Modal>
    </>
  );
}

const open = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
};

/** The lightbox open: heading, close button, focus inside. */
export const ModalOpen: Story = {
  render: (args) => (
    <ModalDemo title={args.title}>
      <p>Our tees run true to size. Between sizes? Choose the larger one.</p>
    </ModalDemo>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Open lightbox');
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await expect(within(dialog).queryAllByRole('button', { name: 'Close' })).toHaveLength(1);
  },
};

/** Escape closes the lightbox and focus returns to the opener. */
export const ModalClosesOnEscape: Story = {
  render: (args) => (
    <ModalDemo title={args.title}>
      <p>Press Escape to close.</p>
    </ModalDemo>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Open lightbox');
    await screenOf(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
    const opener = within(canvasElement).getByRole('button', { name: 'Open lightbox' });
    await waitFor(() => expect(opener.ownerDocument.activeElement).toBe(opener));
  },
};

/** Taller than the window: the dialog scrolls with a 50px margin above and below. */
export const ModalTallContent: Story = {
  render: (args) => (
    <ModalDemo title={args.title}>
      {Array.from({ length: 40 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static filler paragraphs.
        <p key={index}>Paragraph {index + 1} of a long size guide.</p>
      ))}
    </ModalDemo>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Open lightbox');
    await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
  },
};

function AlertDemo() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Add To Cart
      </button>
      <AlertDialog
        isOpen={isOpen}
        title="Unable to Add Item"
        message="Please try again in a few seconds."
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}

/** The add-to-cart failure alert: title, message, one OK button that takes focus. */
export const AlertDialogOpen: Story = {
  render: () => <AlertDemo />,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Add To Cart');
    const alert = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Unable to Add Item' });
    const ok = within(alert).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(alert.ownerDocument.activeElement).toBe(ok));
  },
};

function ConfirmDemo({ isCancellable }: { isCancellable: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Remove item
      </button>
      <p role="status">{answer}</p>
      <ConfirmDialog
        isOpen={isOpen}
        title="Remove this item?"
        message="It will be taken out of your cart."
        confirmLabel="Remove"
        isDangerous
        isCancellable={isCancellable}
        onConfirm={() => setAnswer('Answered: yes')}
        onCancel={() => setAnswer('Answered: no')}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}

/** A cancellable confirm: Cancel answers no and closes it. */
export const ConfirmDialogCancellable: Story = {
  render: () => <ConfirmDemo isCancellable />,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Remove item');
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Remove this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement).getByRole('status').textContent).toBe('Answered: no'));
    await open(canvasElement, 'Remove item');
    await screenOf(canvasElement).findByRole('alertdialog', { name: 'Remove this item?' });
  },
};

/** Not cancellable: no Cancel button, Escape does nothing; only Remove settles it. */
export const ConfirmDialogNotCancellable: Story = {
  render: () => <ConfirmDemo isCancellable={false} />,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Remove item');
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Remove this item?' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screenOf(canvasElement).queryAllByRole('alertdialog')).toHaveLength(1);
  },
};

function Crash(): never {
  throw new Error('Widget failed to render');
}

/** React logs every error a boundary catches; here the boundary's report is the record of it. */
const quietBoundary = { react: { rootOptions: { onCaughtError: () => undefined } } };

/** A widget that crashed: the boundary reports it and shows the default fallback. */
export const ErrorBoundaryFallback: Story = {
  parameters: quietBoundary,
  render: () => (
    <ErrorBoundary onError={() => undefined}>
      <Crash />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toBe('Something went wrong');
  },
};

/** A custom fallback with the error and a retry. */
export const ErrorBoundaryCustomFallback: Story = {
  parameters: quietBoundary,
  render: () => (
    <ErrorBoundary
      onError={() => undefined}
      fallback={(error, reset) => (
        <div role="alert">
          <p>The cart could not be shown ({error instanceof Error ? error.message : 'unknown error'}).</p>
          <button type="button" onClick={reset}>
            Retry
          </button>
        </div>
      )}
    >
      <Crash />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).queryAllByText(/Widget failed to render/)).toHaveLength(1);
  },
};

const captchaProps = (): CaptchaProps => ({ siteKey: 'storefront-test-site-key', api: createTestCaptcha() });

/** The size the container chose; only checkable with layout (happy-dom measures every box as 0 wide). */
async function expectCaptchaSize(canvasElement: HTMLElement, size: 'compact' | 'normal') {
  const container = canvasElement.querySelector('.sf-captcha');
  if (!container?.getBoundingClientRect().width) return;
  await expect(canvasElement.querySelector('.sf-test-captcha')?.getAttribute('data-size')).toBe(size);
}

/** The classic captcha at full width: the 'normal' widget. */
export const CaptchaNormal: Story = {
  render: () => (
    <div style={{ width: 400 }}>
      <Captcha {...captchaProps()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText("I'm not a robot");
    await expectCaptchaSize(canvasElement, 'normal');
  },
};

/** Narrower than 320px: the 'compact' widget. */
export const CaptchaCompact: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <Captcha {...captchaProps()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText("I'm not a robot");
    await expectCaptchaSize(canvasElement, 'compact');
  },
};

/** Enterprise: the badge is hidden until a field of its form has focus. */
export const CaptchaEnterpriseBadge: Story = {
  render: () => (
    <form aria-label="Newsletter" onSubmit={(event) => event.preventDefault()}>
      <label>
        Email <input type="email" name="email" />
      </label>
      <Captcha {...captchaProps()} type="enterprise" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('.sf-captcha');
    await expect(badge?.getAttribute('data-badge-visible')).toBe('false');
    await userEvent.click(within(canvasElement).getByLabelText('Email'));
    await waitFor(() => expect(badge?.getAttribute('data-badge-visible')).toBe('true'));
  },
};
