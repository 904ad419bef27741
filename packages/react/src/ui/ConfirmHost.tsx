import { useEffect, useState } from 'react';
import { useStore } from '../store/useStore';
import { confirmQueue } from './confirm';

/**
 * Renders the questions asked through {@link confirm}, one at a time. `StorefrontProvider`
 * includes one; mount it yourself only when using `confirm` without a provider.
 */
export function ConfirmHost() {
  const [host] = useState(() => Symbol('ConfirmHost'));
  useEffect(() => confirmQueue.addHost(host), [host]);
  const isFirstHost = useStore(confirmQueue, (s) => s.hosts[0] === host);
  const current = useStore(confirmQueue, (s) => s.queue[0]);
  if (!isFirstHost || !current) return null;
  return (
    <current.Dialog
      key={current.id}
      {...current.options}
      isOpen
      onConfirm={() => current.settle(true)}
      onCancel={() => current.settle(false)}
      onClose={() => confirmQueue.remove(current.id)}
    />
  );
}
