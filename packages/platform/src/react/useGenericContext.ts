import { type Context, createContext, useContext } from 'react';
import { getPlatformMessages } from '../i18n/getPlatformMessages';

/** A context with no default value: its hook insists on a Provider. */
export type GenericContext<Value> = Context<Value | undefined>;

/**
 * A React context with no default value, for {@link useGenericContext}:
 * `const ThemeContext = createGenericContext<Theme>()`, then `<ThemeContext.Provider value={…}>`.
 */
export function createGenericContext<Value>(): GenericContext<Value> {
  return createContext<Value | undefined>(undefined);
}

/**
 * The value of a context from {@link createGenericContext}, instead of a silent undefined when no
 * Provider is above.
 * @throws Error 'useGenericContext must be used within a Provider'
 */
export function useGenericContext<Value>(context: GenericContext<Value>): Value {
  const value = useContext(context);
  if (value === undefined) throw new Error(getPlatformMessages().format('log.genericContext'));
  return value;
}
