import type { RestockSignUpGroup } from '../api/types';

/** Whether the first page of groups has loaded. */
export type RestockSignupsLoad = 'loading' | 'failed' | 'ready';

/** What the store owner's sign-ups panel shows. */
export interface RestockSignupsState {
  load: RestockSignupsLoad;
  /** Why the first page failed, or null. */
  loadError: string | null;
  /** Groups loaded so far, in the server's order. */
  groups: readonly RestockSignUpGroup[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
  isLoadingMore: boolean;
  /** The group being sent (`productId/variantId`), {@link SEND_ALL} for all, or null. */
  sending: string | null;
  /** A failed 'Load more' or send, or null. */
  actionError: string | null;
  /** What a polite live region says after an action. */
  announcement: string;
}

/** The `sending` value while every pending group is sent. */
export const SEND_ALL = '*';

/** The key of a product and variant group. */
export const restockGroupKey = (group: Pick<RestockSignUpGroup, 'productId' | 'variantId'>): string =>
  `${group.productId}/${group.variantId}`;

/** Groups with sign-ups still waiting for a notification. */
export const pendingRestockGroups = (state: RestockSignupsState): RestockSignUpGroup[] =>
  state.groups.filter((group) => group.count > 0);

/** Events of the panel. */
export type RestockSignupsEvent =
  | { type: 'LOAD' }
  | {
      type: 'LOADED';
      groups: readonly RestockSignUpGroup[];
      hasNextPage: boolean;
      nextPageCursor: string | null;
    }
  | { type: 'LOAD_FAILED'; message: string }
  | { type: 'LOAD_MORE' }
  | {
      type: 'LOADED_MORE';
      groups: readonly RestockSignUpGroup[];
      hasNextPage: boolean;
      nextPageCursor: string | null;
      announcement: string;
    }
  | { type: 'SEND'; key: string }
  | { type: 'SENT'; keys: readonly string[]; announcement: string }
  | { type: 'ACTION_FAILED'; message: string };

/** The state a panel starts in: loading its first page. */
export const INITIAL_RESTOCK_SIGNUPS_STATE: RestockSignupsState = {
  load: 'loading',
  loadError: null,
  groups: [],
  hasNextPage: false,
  nextPageCursor: null,
  isLoadingMore: false,
  sending: null,
  actionError: null,
  announcement: '',
};

/**
 * Pure transition `(state, event) → state`. A send marks its groups notified at once (their
 * waiting count moves to the notified count) when the server confirms; one action runs at a time.
 */
export function restockSignupsTransition(
  state: RestockSignupsState,
  event: RestockSignupsEvent,
): RestockSignupsState {
  switch (event.type) {
    case 'LOAD':
      return { ...INITIAL_RESTOCK_SIGNUPS_STATE, announcement: state.announcement };
    case 'LOADED':
      return {
        ...state,
        load: 'ready',
        loadError: null,
        groups: event.groups,
        hasNextPage: event.hasNextPage,
        nextPageCursor: event.nextPageCursor,
      };
    case 'LOAD_FAILED':
      return { ...state, load: 'failed', loadError: event.message };
    case 'LOAD_MORE':
      return state.isLoadingMore || !state.hasNextPage
        ? state
        : { ...state, isLoadingMore: true, actionError: null };
    case 'LOADED_MORE':
      return {
        ...state,
        isLoadingMore: false,
        groups: [...state.groups, ...event.groups],
        hasNextPage: event.hasNextPage,
        nextPageCursor: event.nextPageCursor,
        announcement: event.announcement,
      };
    case 'SEND':
      return state.sending === null ? { ...state, sending: event.key, actionError: null } : state;
    case 'SENT': {
      const keys = new Set(event.keys);
      return {
        ...state,
        sending: null,
        announcement: event.announcement,
        groups: state.groups.map((group) =>
          keys.has(restockGroupKey(group))
            ? { ...group, count: 0, notifiedCount: group.notifiedCount + group.count }
            : group,
        ),
      };
    }
    case 'ACTION_FAILED':
      return { ...state, sending: null, isLoadingMore: false, actionError: event.message };
  }
}
