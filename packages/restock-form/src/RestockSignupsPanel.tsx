import {
  fetchRestockGroupsPage,
  isApiError,
  type RestockSignUpGroup,
  sendAllRestockNotifications,
  sendRestockNotification,
} from '@storefront/core';
import {
  confirm,
  ErrorSummary,
  LiveRegion,
  primitivesCss,
  useStorefront,
  useStyles,
  useUniqueId,
} from '@storefront/react';
import { useCallback, useEffect, useState } from 'react';

/** Props of {@link RestockSignupsPanel}. */
export interface RestockSignupsPanelProps {
  /** Heading of the panel. @default 'Restock sign-ups' */
  title?: string;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready' };

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'Unable to load. Try again.'; /* platform §8 translation string */

const variantLabel = (group: RestockSignUpGroup) =>
  Object.entries(group.variantAttributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ') || group.variantId;

/**
 * The store owner's restock sign-ups (storefront §1, §7): groups per product and variant with
 * their waiting and notified counts, paged by cursor ('Load more'), a Send button per group and a
 * confirmed 'Send all'. Loading, empty and error states are explicit.
 */
export function RestockSignupsPanel({ title = 'Restock sign-ups' }: RestockSignupsPanelProps) {
  const { client } = useStorefront();
  useStyles('primitives', primitivesCss);
  const headingId = useUniqueId();
  const [groups, setGroups] = useState<RestockSignUpGroup[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasNextPage, setHasNextPage] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');

  const loadFirstPage = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const page = await fetchRestockGroupsPage(client);
      setGroups(page.signUpGroups);
      setCursor(page.nextPageCursor);
      setHasNextPage(page.hasNextPage);
      setLoad({ state: 'ready' });
    } catch (error) {
      setLoad({ state: 'error', message: messageOf(error) });
    }
  }, [client]);

  useEffect(() => {
    void loadFirstPage();
  }, [loadFirstPage]);

  const loadMore = async () => {
    setIsLoadingMore(true);
    setActionError(undefined);
    try {
      const page = await fetchRestockGroupsPage(client, cursor);
      setGroups((previous) => [...previous, ...page.signUpGroups]);
      setCursor(page.nextPageCursor);
      setHasNextPage(page.hasNextPage);
      setAnnouncement(`${page.signUpGroups.length} more loaded`);
    } catch (error) {
      setActionError(messageOf(error));
    } finally {
      setIsLoadingMore(false);
    }
  };

  const markSent = (sent: readonly RestockSignUpGroup[]) => {
    const keys = new Set(sent.map((group) => `${group.productId}/${group.variantId}`));
    setGroups((previous) =>
      previous.map((group) =>
        keys.has(`${group.productId}/${group.variantId}`)
          ? { ...group, count: 0, notifiedCount: group.notifiedCount + group.count }
          : group,
      ),
    );
  };

  const sendOne = async (group: RestockSignUpGroup) => {
    const key = `${group.productId}/${group.variantId}`;
    setSending(key);
    setActionError(undefined);
    try {
      const { notifiedCount } = await sendRestockNotification(client, {
        productId: group.productId,
        variantId: group.variantId,
      });
      markSent([group]);
      setAnnouncement(`Notified ${notifiedCount} for ${group.productName}, ${variantLabel(group)}`);
    } catch (error) {
      setActionError(messageOf(error));
    } finally {
      setSending(null);
    }
  };

  const pending = groups.filter((group) => group.count > 0);
  const sendAll = async () => {
    const total = pending.reduce((sum, group) => sum + group.count, 0);
    const isConfirmed = await confirm({
      title: 'Send all notifications?',
      message: `${total} waiting sign-ups will be emailed that their item is back in stock.`,
      confirmLabel: 'Send all',
    });
    if (!isConfirmed) return;
    setSending('*');
    setActionError(undefined);
    try {
      const { notifiedCount } = await sendAllRestockNotifications(
        client,
        pending.map(({ productId, variantId }) => ({ productId, variantId })),
      );
      markSent(pending);
      setAnnouncement(`Notified ${notifiedCount}`);
    } catch (error) {
      setActionError(messageOf(error));
    } finally {
      setSending(null);
    }
  };

  return (
    <section
      className="sf-restock-panel"
      aria-labelledby={headingId}
      aria-busy={load.state === 'loading' || undefined}
    >
      <h2 id={headingId}>{title}</h2>
      {load.state === 'loading' && <p>Loading sign-ups…</p>}
      {load.state === 'error' && (
        <div role="alert" className="sf-form-error">
          <p>{load.message}</p>
          <button type="button" className="sf-button" onClick={() => void loadFirstPage()}>
            Try again
          </button>
        </div>
      )}
      {load.state === 'ready' && groups.length === 0 && <p>No restock sign-ups yet.</p>}
      {load.state === 'ready' && groups.length > 0 && (
        <>
          <ErrorSummary message={actionError} />
          <table className="sf-restock-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                <th scope="col">Waiting</th>
                <th scope="col">Notified</th>
                <th scope="col">
                  <span className="sf-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => {
                const key = `${group.productId}/${group.variantId}`;
                return (
                  <tr key={key}>
                    <th scope="row">{group.productName}</th>
                    <td>{variantLabel(group)}</td>
                    <td>{group.count}</td>
                    <td>{group.notifiedCount}</td>
                    <td>
                      <button
                        type="button"
                        className="sf-button"
                        disabled={group.count === 0 || sending !== null}
                        aria-label={`Send to ${group.count} waiting for ${group.productName}, ${variantLabel(group)}`}
                        onClick={() => void sendOne(group)}
                      >
                        {sending === key ? 'Sending…' : 'Send'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="sf-dialog-actions">
            {hasNextPage && (
              <button
                type="button"
                className="sf-button sf-button--secondary"
                disabled={isLoadingMore}
                onClick={() => void loadMore()}
              >
                {isLoadingMore ? 'Loading…' : 'Load more'}
              </button>
            )}
            <button
              type="button"
              className="sf-button"
              disabled={pending.length === 0 || sending !== null}
              onClick={() => void sendAll()}
            >
              {sending === '*' ? 'Sending…' : 'Send all'}
            </button>
          </div>
        </>
      )}
      <LiveRegion message={announcement} />
    </section>
  );
}
