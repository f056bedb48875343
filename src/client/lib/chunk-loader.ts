/** A chunk of the app fetched on demand: once while it loads, again after a failure. */
export type ChunkLoader<T> = {
  /** Fetches the chunk, or returns the fetch under way. */
  load: () => Promise<T>;
  /** The chunk, once it has arrived. */
  loaded: () => T | undefined;
};

/** Wraps a dynamic `import()` so that it is made once, and made again if it failed (flaky Wi-Fi). */
export function chunkLoader<T>(fetchChunk: () => Promise<T>): ChunkLoader<T> {
  let arrived: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= fetchChunk().then(
        (module) => {
          arrived = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => arrived,
  };
}
