import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** The current path; changes on {@link navigate} and on the browser's back and forward. */
export function useRoute(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Goes to `path` inside the app without a page load. */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
