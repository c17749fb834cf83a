// Makes PGlite's commits reach the disk. Out of the box PGlite starts Postgres with fsync off (-F),
// its emscripten NODEFS has no fsync, and fdatasync is a no-op; `relaxedDurability: false` only
// awaits PGlite's own sync step, a no-op for a Node directory. Written pages are in the OS cache,
// which survives a crashed or killed process but not a power cut. So this file system gives NODEFS
// a real fsync and the start parameters turn fsync on with wal_sync_method=fsync: each COMMIT and
// checkpoint is on disk before the query resolves, as with a PostgreSQL server.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];

interface NodeFsInternals {
  NODEFS?: { stream_ops?: { fsync?: (stream: { nfd?: unknown }) => number } };
  FS?: { ErrnoError?: new (errno: number) => Error };
}

// The emscripten errno for EIO: Postgres treats a failed fsync as fatal, which is what we want.
const EMSCRIPTEN_EIO = 29;

let fsyncCount = 0;
let fsyncInstalled = false;

/** How many fsyncs PGlite has made through this module (lets tests prove commits are synced). */
export const pgliteFsyncCount = (): number => fsyncCount;

/** Whether the last PGlite opened got a working fsync (false if PGlite's internals have changed). */
export const isPgliteFsyncInstalled = (): boolean => fsyncInstalled;

function installFsync(mod: NodeFsInternals): void {
  const streamOps = mod.NODEFS?.stream_ops;
  const ErrnoError = mod.FS?.ErrnoError;
  fsyncInstalled = Boolean(streamOps && ErrnoError);
  if (!streamOps || !ErrnoError) return;
  streamOps.fsync = (stream) => {
    if (typeof stream.nfd !== 'number') return 0;
    try {
      fs.fsyncSync(stream.nfd);
    } catch {
      throw new ErrnoError(EMSCRIPTEN_EIO);
    }
    fsyncCount += 1;
    return 0;
  };
}

export class DurableNodeFS extends NodeFS {
  override async init(
    pg: PGlite,
    options: Parameters<NodeFS['init']>[1],
  ): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(pg, options);
    // NODEFS is mounted in a preRun step, before Postgres starts: install fsync right after it.
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: unknown) => installFsync(mod as NodeFsInternals),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/**
 * PGlite's default start parameters with fsync on (no -F) and WAL synced by fsync, not fdatasync,
 * and 16 MB of shared buffers instead of PostgreSQL's 128 MB: the lead tables are small, and the
 * buffers live in the server's memory for good (idle RSS 311 MB with the default, 162 MB with this).
 */
export const durableStartParams = (): string[] => [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'shared_buffers=16MB',
];
