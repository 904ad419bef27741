import { parseInfoPage } from '@storefront-widgets/core';
import { Modal, useStorefront } from '@storefront-widgets/react';
import { useMemo } from 'react';
import { InfoContent } from './InfoContent';

/** Props of {@link InstallmentInfoModal}. */
export interface InstallmentInfoModalProps {
  /** The payments brand: the dialog's title. */
  brand: string;
  onClose: () => void;
  /** The info page's HTML: undefined while it loads, null when it could not be loaded. */
  html: string | null | undefined;
}

/**
 * The installment info lightbox, a chunk of its own: only a click on the info button opens it,
 * so a product page does not download the dialog and its focus trap with the pill. The pill
 * loads it as soon as the visitor reaches for the button (pointer down, focus). It reads the info
 * page too (core's `parseInfoPage`), which only an open dialog needs.
 */
export default function InstallmentInfoModal({ brand, onClose, html }: InstallmentInfoModalProps) {
  const { messages } = useStorefront();
  const nodes = useMemo(() => (typeof html === 'string' ? parseInfoPage(html) : html), [html]);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={brand}
      closeLabel={messages.format('dialog.close')}
      className="sf-installment-modal"
    >
      {nodes ? (
        <InfoContent nodes={nodes} />
      ) : nodes === undefined ? (
        <p aria-busy="true">{messages.format('dialog.loading')}</p>
      ) : null}
    </Modal>
  );
}
