/**
 * Shares one pending or fulfilled load between callers, but forgets a failed one, so the next
 * call tries again (a chunk that failed to download is fetched again at the next mount instead
 * of failing forever).
 * @param onStart Called each time a load actually starts.
 */
export function memoizeUntilFailure<T>(load: () => Promise<T>, onStart?: () => void): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => {
    if (!current) {
      const loading = load();
      current = loading;
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
      onStart?.();
    }
    return current;
  };
}
