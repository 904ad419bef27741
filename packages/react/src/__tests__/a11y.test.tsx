// @vitest-environment happy-dom

import { axeViolations, render } from '@storefront-widgets/test-utils/widgets';
import { describe, expect, it } from 'vitest';
import { AlertDialog, ConfirmDialog, LiveRegion, Modal } from '../index';

describe('primitives accessibility', () => {
  it('Modal, AlertDialog, ConfirmDialog and LiveRegion have no axe violations', async () => {
    render(
      <>
        <LiveRegion message="2 items in cart" />
        <Modal isOpen onClose={() => undefined} title="Afterpay">
          <p>Pay in 4</p>
        </Modal>
      </>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('alert dialog has no axe violations', async () => {
    render(
      <AlertDialog
        isOpen
        title="Unable to Add Item"
        message="Please try again in a few seconds."
        onClose={() => undefined}
      />,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('confirm dialog has no axe violations', async () => {
    render(
      <ConfirmDialog
        isOpen
        title="Send all?"
        message="5 waiting"
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
