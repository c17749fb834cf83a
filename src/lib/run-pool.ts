// Runs async jobs a few at a time, reporting each result as it arrives: the routing test checks
// hundreds of pages without flooding the server or the browser's connection pool.

/**
 * Calls `job` on every item with at most `limit` in flight, and `onResult` as each finishes.
 * Resolves with the results in the order of `items`. A job's rejection is its caller's to catch.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  job: (item: T, index: number) => Promise<R>,
  onResult?: (result: R, index: number) => void,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Bad concurrency: ${limit}`);
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const result = await job(items[index]!, index);
      results[index] = result;
      onResult?.(result, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
