/** Per-request batching for GraphQL resolvers, shared by the catalogue and reviews. */

export type BatchLoad<K, V> = (keys: K[]) => Promise<Map<K, V>>;

/**
 * A minimal DataLoader: keys asked for in the same turn of the event loop are loaded together.
 * GraphQL resolves the sibling fields of a list synchronously, so one turn covers a whole level.
 */
export function createBatcher<K, V>(load: BatchLoad<K, V>, missing: V): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  function dispatch(): void {
    const batch = queue;
    queue = [];
    load(batch.map((item) => item.key)).then(
      (values) => {
        for (const item of batch) item.resolve(values.get(item.key) ?? missing);
      },
      (error: unknown) => {
        for (const item of batch) {
          // A failed batch must not be remembered, or the request could never retry it.
          cache.delete(item.key);
          item.reject(error);
        }
      },
    );
  }

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      // Wait for the promise jobs already queued (sibling resolvers) before sending the batch.
      if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
      queue.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
}
