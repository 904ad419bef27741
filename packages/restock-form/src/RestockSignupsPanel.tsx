import {
  type Messages,
  pendingRestockGroups,
  restockGroupKey,
  restockVariantLabel,
  SEND_ALL,
} from '@storefront-widgets/core';
import {
  confirm,
  ErrorSummary,
  LiveRegion,
  primitivesCss,
  useStyles,
  useUniqueId,
} from '@storefront-widgets/react';
import { restockSignupsPanelCss } from './restockSignupsPanelCss';
import { useRestockSignups } from './useRestockSignups';

/** Props of {@link RestockSignupsPanel}. */
export interface RestockSignupsPanelProps {
  /** Heading of the panel. @default 'Restock sign-ups' */
  title?: string;
  /** The panel's texts (owner-facing platform strings). @default English with the platform catalogue */
  messages?: Messages;
}

/**
 * The store owner's restock sign-ups: groups per product and variant with
 * their waiting and notified counts, paged by cursor ('Load more'), a Send button per group and a
 * confirmed 'Send all'. Every decision is core's `createRestockSignups`; this renders its state.
 */
export function RestockSignupsPanel(props: RestockSignupsPanelProps) {
  useStyles('primitives', primitivesCss);
  useStyles('restock-signups-panel', restockSignupsPanelCss);
  const headingId = useUniqueId();
  const [state, controller] = useRestockSignups(props.messages);
  const { messages } = controller;
  const text = messages.format;

  const sendAll = async () => {
    if (await confirm(controller.confirmation())) await controller.sendAll();
  };
  const isBusy = state.sending !== null;

  return (
    <section
      className="sf-restock-panel"
      aria-labelledby={headingId}
      aria-busy={state.load === 'loading' || undefined}
    >
      <h2 id={headingId}>{props.title ?? text('restockPanel.title')}</h2>
      {state.load === 'loading' && <p>{text('restockPanel.loading')}</p>}
      {state.load === 'failed' && (
        <div role="alert" className="sf-form-error">
          <p>{state.loadError}</p>
          <button type="button" className="sf-button" onClick={() => void controller.load()}>
            {text('restockPanel.retry')}
          </button>
        </div>
      )}
      {state.load === 'ready' && state.groups.length === 0 && <p>{text('restockPanel.empty')}</p>}
      {state.load === 'ready' && state.groups.length > 0 && (
        <>
          <ErrorSummary message={state.actionError ?? undefined} />
          <table className="sf-restock-table">
            <thead>
              <tr>
                <th scope="col">{text('restockPanel.product')}</th>
                <th scope="col">{text('restockPanel.variant')}</th>
                <th scope="col">{text('restockPanel.waiting')}</th>
                <th scope="col">{text('restockPanel.notified')}</th>
                <th scope="col">
                  <span className="sf-visually-hidden">{text('restockPanel.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.groups.map((group) => {
                const key = restockGroupKey(group);
                const variant = restockVariantLabel(group);
                return (
                  <tr key={key}>
                    <th scope="row">{group.productName}</th>
                    <td>{variant}</td>
                    <td>{group.count}</td>
                    <td>{group.notifiedCount}</td>
                    <td>
                      <button
                        type="button"
                        className="sf-button"
                        disabled={group.count === 0 || isBusy}
                        aria-label={text('restockPanel.sendGroup', {
                          count: group.count,
                          product: group.productName,
                          variant,
                        })}
                        onClick={() => void controller.send(group)}
                      >
                        {state.sending === key ? text('restockPanel.sending') : text('restockPanel.send')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="sf-dialog-actions">
            {state.hasNextPage && (
              <button
                type="button"
                className="sf-button sf-button--secondary"
                disabled={state.isLoadingMore}
                onClick={() => void controller.loadMore()}
              >
                {state.isLoadingMore ? text('restockPanel.loadingMore') : text('restockPanel.loadMore')}
              </button>
            )}
            <button
              type="button"
              className="sf-button"
              disabled={pendingRestockGroups(state).length === 0 || isBusy}
              onClick={() => void sendAll()}
            >
              {state.sending === SEND_ALL ? text('restockPanel.sending') : text('restockPanel.sendAll')}
            </button>
          </div>
        </>
      )}
      <LiveRegion message={state.announcement} />
    </section>
  );
}
