// Group commit: calls that arrive while a write is in progress are written together as the next
// batch. Each commit waits for an fsync (~4 ms on an ordinary disk) and PGlite runs one statement at
// a time, so one lead per commit would cap the server near 250 leads a second and queue the rest;
// batching spends one fsync on everything that arrived meanwhile. A write starts at the end of the
// event loop's turn, so the calls made in one turn (the requests read together in a burst) start
// one batch rather than each its own; an idle server's lone call waits for no more than that turn.
// A PostgreSQL server runs several transactions at once and flushes their commits together: there
// `maxInFlight` batches may be written at the same time, so a call arriving during a commit starts
// its own at the end of its turn rather than waiting for that one to end.

export type BatchWrite<Item, Result> = (items: Item[]) => Promise<PromiseSettledResult<Result>[]>;

export function createGroupCommit<Item, Result>(
  write: BatchWrite<Item, Result>,
  { maxBatch = 100, maxInFlight = 1 } = {},
): (item: Item) => Promise<Result> {
  interface Waiting {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  let writing = 0;

  async function flush(): Promise<void> {
    if (writing >= maxInFlight || queue.length === 0) return;
    writing += 1;
    const batch = queue.splice(0, maxBatch);
    try {
      const outcomes = await write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
        else
          waiting.reject(
            outcome ? outcome.reason : new Error('The batch write returned too few results'),
          );
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      writing -= 1;
      void flush();
    }
  }

  // The calls made in this turn of the event loop (the requests read together) wait for its end.
  let gathering = false;
  const flushAfterTurn = () => {
    if (gathering) return;
    gathering = true;
    setImmediate(() => {
      gathering = false;
      void flush();
    });
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flushAfterTurn();
    });
}
