import { createStore } from 'zustand/vanilla';
import type { RestockSignUpGroup } from '../api/types';
import { isApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { COMPILED_PLATFORM_EN } from '../messages/compiled.platform.en';
import { createMessages, type Messages } from '../messages/createMessages';
import { createRestockApi, type RestockApi } from './createRestockApi';
import {
  INITIAL_RESTOCK_SIGNUPS_STATE,
  pendingRestockGroups,
  type RestockSignupsEvent,
  type RestockSignupsState,
  restockGroupKey,
  restockSignupsTransition,
  SEND_ALL,
} from './restockSignupsMachine';
import { restockVariantLabel } from './restockVariantLabel';

/** Options of {@link createRestockSignups}. */
export interface RestockSignupsOptions {
  client: HttpClient;
  /**
   * Formats the panel's texts, which are owner-facing platform strings.
   * @default English with the platform catalogue (`COMPILED_PLATFORM_EN`)
   */
  messages?: Messages;
  /** @default createRestockApi(client) */
  api?: RestockApi;
}

/** The store owner's restock sign-ups controller a panel binds to. */
export interface RestockSignupsController {
  getState(): RestockSignupsState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: (state: RestockSignupsState) => void): () => void;
  /** Loads the first page again (also the 'Try again' of a failed load). Never rejects. */
  load(): Promise<void>;
  /** Appends the next page ('Load more'). Never rejects. */
  loadMore(): Promise<void>;
  /** Sends one group's notifications. Never rejects. */
  send(group: RestockSignUpGroup): Promise<void>;
  /** Sends every pending group's notifications; ask the owner first with {@link confirmation}. Never rejects. */
  sendAll(): Promise<void>;
  /** The question to ask before {@link sendAll}: title, message (with the waiting total) and button. */
  confirmation(): { title: string; message: string; confirmLabel: string };
  /** The panel's texts. */
  readonly messages: Messages;
}

/**
 * Drives the owner's sign-up list: the first page ({@link RestockSignupsController.load}, called by
 * the view once mounted), 'Load more' by cursor, a send per group and a confirmed 'Send all'; sent
 * groups show as notified once the server confirms.
 */
export function createRestockSignups(options: RestockSignupsOptions): RestockSignupsController {
  const messages = options.messages ?? createMessages({ catalogue: COMPILED_PLATFORM_EN });
  const api = options.api ?? createRestockApi(options.client);
  const store = createStore<RestockSignupsState>()(() => INITIAL_RESTOCK_SIGNUPS_STATE);
  const dispatch = (event: RestockSignupsEvent) =>
    store.setState(restockSignupsTransition(store.getState(), event), true);
  // The server's message when it sent one (§8), else the platform's 'Unable to load. Try again.'.
  const messageOf = (error: unknown) => (isApiError(error) ? error.message : messages.format('load.retry'));
  const describe = (group: RestockSignUpGroup) => ({
    product: group.productName,
    variant: restockVariantLabel(group),
  });

  async function load() {
    dispatch({ type: 'LOAD' });
    try {
      const page = await api.fetchGroupsPage();
      dispatch({ type: 'LOADED', groups: page.signUpGroups, ...cursorOf(page) });
    } catch (error) {
      dispatch({ type: 'LOAD_FAILED', message: messageOf(error) });
    }
  }

  async function loadMore() {
    const before = store.getState();
    dispatch({ type: 'LOAD_MORE' });
    if (store.getState() === before) return;
    try {
      const page = await api.fetchGroupsPage(before.nextPageCursor);
      dispatch({
        type: 'LOADED_MORE',
        groups: page.signUpGroups,
        ...cursorOf(page),
        announcement: messages.format('restockPanel.loadedMore', { count: page.signUpGroups.length }),
      });
    } catch (error) {
      dispatch({ type: 'ACTION_FAILED', message: messageOf(error) });
    }
  }

  async function run(
    key: string,
    groups: readonly RestockSignUpGroup[],
    announce: (count: number) => string,
  ) {
    const before = store.getState();
    dispatch({ type: 'SEND', key });
    if (store.getState() === before) return;
    try {
      const pairs = groups.map(({ productId, variantId }) => ({ productId, variantId }));
      const [single] = pairs;
      const { notifiedCount } =
        key === SEND_ALL || !single ? await api.sendAll(pairs) : await api.send(single);
      dispatch({ type: 'SENT', keys: groups.map(restockGroupKey), announcement: announce(notifiedCount) });
    } catch (error) {
      dispatch({ type: 'ACTION_FAILED', message: messageOf(error) });
    }
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    load,
    loadMore,
    send: (group) =>
      run(restockGroupKey(group), [group], (count) =>
        messages.format('restockPanel.notifiedGroup', { count, ...describe(group) }),
      ),
    sendAll: () =>
      run(SEND_ALL, pendingRestockGroups(store.getState()), (count) =>
        messages.format('restockPanel.notifiedAll', { count }),
      ),
    confirmation() {
      const count = pendingRestockGroups(store.getState()).reduce((sum, group) => sum + group.count, 0);
      return {
        title: messages.format('restockPanel.confirmTitle'),
        message: messages.format('restockPanel.confirmMessage', { count }),
        confirmLabel: messages.format('restockPanel.sendAll'),
      };
    },
    messages,
  };
}

function cursorOf(page: { hasNextPage: boolean; nextPageCursor: string | null }) {
  return { hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
}
