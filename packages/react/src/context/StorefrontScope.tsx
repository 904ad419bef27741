import { createCommerceNavigation } from '@storefront-widgets/core';
import { useId, useMemo } from 'react';
import { type ErrorReporter, StorefrontContext, type StorefrontContextValue } from './StorefrontContext';
import type { StorefrontProviderProps } from './StorefrontProvider';
import { IdScopeContext } from './useUniqueId';

const defaultReporter: ErrorReporter = (error) => {
  if (process.env.NODE_ENV !== 'production') console.error('[storefront]', error);
};

/**
 * Puts the core objects every widget needs into context, and scopes the ids they generate.
 * Creates nothing itself: hosts, stories and tests pass core's objects. {@link StorefrontProvider}
 * is this plus the host of the imperative `confirm` dialogs; a host whose widgets never ask one
 * (the drop-in's) uses this alone and does not download the confirm queue.
 */
export function StorefrontScope(props: StorefrontProviderProps) {
  const {
    client,
    cartStore,
    messages,
    locale,
    currency,
    settings,
    navigation,
    captcha,
    reportError,
    idPrefix,
    injectStyles = true,
    children,
  } = props;
  // React's own id of this provider: the server and the browser count the same tree alike, so
  // server-rendered ids hydrate without configuration. Separate roots each count from zero, so a
  // host that mounts several (the drop-in) names each scope.
  const reactId = useId();
  const idScope = idPrefix ?? `sf${reactId}`;
  const value = useMemo<StorefrontContextValue>(() => {
    return {
      client,
      cartStore,
      messages,
      locale: locale ?? messages.locale,
      currency: currency ?? 'USD',
      settings: settings ?? {},
      navigation: navigation ?? createCommerceNavigation(),
      captcha,
      reportError: reportError ?? defaultReporter,
      injectStyles,
    };
  }, [
    client,
    cartStore,
    messages,
    locale,
    currency,
    settings,
    navigation,
    captcha,
    reportError,
    injectStyles,
  ]);
  return (
    <StorefrontContext.Provider value={value}>
      <IdScopeContext.Provider value={idScope}>{children}</IdScopeContext.Provider>
    </StorefrontContext.Provider>
  );
}
