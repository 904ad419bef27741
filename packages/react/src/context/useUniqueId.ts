import { createContext, useContext, useId } from 'react';

/** The id scope of the nearest {@link StorefrontProvider}. */
export const IdScopeContext = createContext('');

/**
 * `useId`, scoped to the provider. The drop-in mounts every widget as a root of its own and `useId`
 * counts from zero in each root, so two widgets on one page would share ids (a label pointing at
 * another widget's input); each provider's scope keeps them apart, under React and preact alike.
 */
export function useUniqueId(): string {
  return `${useContext(IdScopeContext)}${useId()}`;
}
