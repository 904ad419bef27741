import type { MouseEvent, ReactNode } from 'react';
import { navigate, useRoute } from './useRoute';

/** A link inside the app: a real `<a href>` (new tabs work) that navigates without a page load. */
export function Link({ to, children }: { to: string; children: ReactNode }) {
  const current = useRoute() === to;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={open} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
