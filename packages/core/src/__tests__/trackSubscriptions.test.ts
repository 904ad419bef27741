import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { trackSubscriptions } from '../store/trackSubscriptions';

describe('trackSubscriptions', () => {
  it('passes each change on until the listener unsubscribes, and unsubscribeAll drops the rest', () => {
    const store = createStore<{ count: number }>(() => ({ count: 0 }));
    const subscriptions = trackSubscriptions(store);
    const first: number[] = [];
    const forgotten: Array<[number, number]> = [];
    const unsubscribe = subscriptions.subscribe((state) => first.push(state.count));
    subscriptions.subscribe((state, previous) => forgotten.push([previous.count, state.count]));
    store.setState({ count: 1 });
    unsubscribe();
    store.setState({ count: 2 });
    subscriptions.unsubscribeAll();
    store.setState({ count: 3 });
    expect(first).toEqual([1]);
    expect(forgotten).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });
});
