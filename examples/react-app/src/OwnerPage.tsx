import { readSiteUserInfo } from '@storefront-widgets/core';
import { RestockSignupsPanel } from '@storefront-widgets/restock-form';
import { type FormEvent, useState } from 'react';
import { client, session } from './storefront';

/**
 * The store owner's page: a sign-in form, then the restock sign-ups. The session keeps its XSRF
 * token in sessionStorage, which the client sends on the panel's Send calls.
 */
export function OwnerPage() {
  const [signedIn, setSignedIn] = useState(
    () => readSiteUserInfo().authenticated && session.getXsrfToken() !== undefined,
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const answer = await session.signIn(client, {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        rememberMe: false,
      });
      if (answer.isOwner) setSignedIn(true);
      else setError('This account is not the store owner’s.');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    await session.signOut(client).catch(() => undefined);
    setSignedIn(false);
  };

  if (signedIn) {
    return (
      <>
        <p className="owner-bar">
          Signed in as the store owner.{' '}
          <button type="button" className="sf-button" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
        <RestockSignupsPanel />
      </>
    );
  }
  return (
    <form
      className="panel sign-in"
      onSubmit={(event) => void signIn(event)}
      aria-labelledby="sign-in-heading"
    >
      <h1 id="sign-in-heading">Store owner sign-in</h1>
      {error && (
        <p role="alert" className="sf-form-error">
          {error}
        </p>
      )}
      <p className="sf-field">
        <label htmlFor="owner-email">Email</label>
        <input id="owner-email" name="email" type="email" autoComplete="username" required />
      </p>
      <p className="sf-field">
        <label htmlFor="owner-password">Password</label>
        <input id="owner-password" name="password" type="password" autoComplete="current-password" required />
      </p>
      <button type="submit" className="sf-button" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
