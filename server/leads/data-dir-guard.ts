// Keeps the embedded database to one process at a time. PGlite takes no lock of its own, and two
// processes writing one data directory corrupt it. The owner listens on a Unix socket in the data
// directory: a live listener is the lock (a crashed owner's socket refuses connections, so it is
// taken over), and the same socket carries the CLI's requests to a running server.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type AdminHandler = (request: unknown) => Promise<unknown>;

export interface DataDirClaim {
  /** Answers requests from other processes (the CLI) while this process owns the directory. */
  setHandler(handler: AdminHandler): void;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  constructor(dataDir: string) {
    super(
      `Another process is using the leads database in ${dataDir}. PGlite allows one process at a ` +
        'time: stop it first, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirBusyError';
  }
}

const SOCKET_NAME = 'admin.sock';
// sun_path holds 108 bytes on Linux and 104 on macOS, terminator included.
const MAX_SOCKET_PATH = 103;

/** The owner's socket path, relative to the working directory when the absolute one is too long. */
export function socketPathFor(dataDir: string): string {
  const absolute = path.join(path.resolve(dataDir), SOCKET_NAME);
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(`The leads data directory path is too long for its admin socket: ${absolute}`);
}

const isCode = (error: unknown, ...codes: string[]): boolean =>
  error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');

/** Whether a live process is listening on the socket. */
function isOwned(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error) =>
      isCode(error, 'ECONNREFUSED', 'ENOENT') ? resolve(false) : reject(error),
    );
  });
}

/** One attempt to listen; leaves no listener behind either way, however often it is retried. */
function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

function serve(socket: net.Socket, handler: () => AdminHandler | undefined): void {
  let input = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    input += chunk;
    const end = input.indexOf('\n');
    if (end === -1) return;
    socket.removeAllListeners('data');
    const respond = (response: unknown) => socket.end(`${JSON.stringify(response)}\n`);
    const handle = handler();
    if (!handle) {
      respond({ error: 'The leads database is in use by another command; try again in a moment.' });
      return;
    }
    Promise.resolve()
      .then(() => handle(JSON.parse(input.slice(0, end))))
      .then(
        (result) => respond({ result }),
        (error: unknown) =>
          respond({ error: error instanceof Error ? error.message : String(error) }),
      );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims `dataDir` for this process, waiting up to `timeoutMs` for a live owner to let go, taking
 * over from a crashed one. Throws DataDirBusyError when the owner is still there at the deadline.
 */
export async function claimDataDir(dataDir: string, { timeoutMs = 0 } = {}): Promise<DataDirClaim> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const socketPath = socketPathFor(dataDir);
  const deadline = Date.now() + timeoutMs;
  let handler: AdminHandler | undefined;
  const server = net.createServer((socket) => serve(socket, () => handler));

  for (;;) {
    try {
      await listen(server, socketPath);
      break;
    } catch (error) {
      if (!isCode(error, 'EADDRINUSE')) throw error;
      if (!(await isOwned(socketPath))) {
        fs.rmSync(socketPath, { force: true });
        continue;
      }
      if (Date.now() >= deadline) throw new DataDirBusyError(dataDir);
      await sleep(200);
    }
  }
  fs.chmodSync(socketPath, 0o600);

  return {
    setHandler(next) {
      handler = next;
    },
    release: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        // Closing the server removes the socket file, which is what lets the next owner in.
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends one request to the process that owns `dataDir`. Resolves { owned: false } when no process
 * does (then the caller may open the database itself), else the owner's answer.
 */
export function askDataDirOwner(
  dataDir: string,
  request: unknown,
): Promise<{ owned: false } | { owned: true; result?: unknown; error?: string }> {
  const socketPath = socketPathFor(dataDir);
  return new Promise((resolve, reject) => {
    let output = '';
    let connected = false;
    const socket = net.connect(socketPath);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      output += chunk;
    });
    socket.on('end', () => {
      try {
        const answer = JSON.parse(output) as { result?: unknown; error?: string };
        resolve({ owned: true, ...answer });
      } catch {
        reject(new Error('The leads server sent an unreadable answer.'));
      }
    });
    socket.on('error', (error) => {
      if (!connected && isCode(error, 'ECONNREFUSED', 'ENOENT')) resolve({ owned: false });
      else reject(error);
    });
  });
}
