import { useContext } from 'react';
import { StorefrontContext, type StorefrontContextValue } from './StorefrontContext';

/** The provider's core objects. Throws outside a {@link StorefrontProvider}, naming the fix. */
export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront must be used within a StorefrontProvider');
  return value;
}
