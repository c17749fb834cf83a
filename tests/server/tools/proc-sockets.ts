// Test helper: the internet sockets (TCP, UDP, raw; IPv4 and IPv6) that a set of processes hold,
// read from /proc (Linux; reading other users' file descriptors needs root): each process's
// /proc/<pid>/fd links name socket inodes, matched against the socket tables of that process's
// own network namespace (/proc/<pid>/net/tcp, tcp6, udp, udp6, raw, raw6), which differ for
// Chromium's sandboxed processes. Unix sockets (local IPC) are not listed.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ProcSocket {
  pid: number;
  protocol: 'tcp' | 'tcp6' | 'udp' | 'udp6' | 'raw' | 'raw6';
  /** "address:port", IPv6 in brackets. */
  local: string;
  remote: string;
  /** TCP only: listening for connections. */
  listening: boolean;
}

const PROTOCOLS = ['tcp', 'tcp6', 'udp', 'udp6', 'raw', 'raw6'] as const;
const TCP_LISTEN = '0A';

/** A kernel table address ("0100007F:1F90"): 32-bit words in host (little-endian) order. */
function decodeAddress(hex: string): string {
  const [address = '', port = ''] = hex.split(':');
  const bytes = (address.match(/.{8}/g) ?? []).flatMap((word) =>
    (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)),
  );
  const portNumber = parseInt(port, 16);
  if (bytes.length === 4) return `${bytes.join('.')}:${portNumber}`;
  const groups = Array.from({ length: 8 }, (_, index) =>
    ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16),
  );
  return `[${groups.join(':')}]:${portNumber}`;
}

const readOrEmpty = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** Socket inode → socket, from the tables of `pid`'s network namespace. */
function namespaceTables(pid: number) {
  const byInode = new Map<string, Omit<ProcSocket, 'pid'>>();
  for (const protocol of PROTOCOLS) {
    for (const line of readOrEmpty(`/proc/${pid}/net/${protocol}`).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, remote, state] = fields;
      const inode = fields[9];
      if (!local || !remote || !inode || inode === '0') continue;
      byInode.set(inode, {
        protocol,
        local: decodeAddress(local),
        remote: decodeAddress(remote),
        listening: protocol.startsWith('tcp') && state === TCP_LISTEN,
      });
    }
  }
  return byInode;
}

export function socketsOf(pids: readonly number[]): ProcSocket[] {
  const tables = new Map<string, ReturnType<typeof namespaceTables>>();
  const found: ProcSocket[] = [];
  for (const pid of pids) {
    let links: string[];
    try {
      links = readdirSync(`/proc/${pid}/fd`).map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      });
    } catch {
      continue; // gone
    }
    const inodes = links.flatMap((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? []);
    if (inodes.length === 0) continue;
    let namespace = '';
    try {
      namespace = readlinkSync(`/proc/${pid}/ns/net`);
    } catch {
      continue;
    }
    if (!tables.has(namespace)) tables.set(namespace, namespaceTables(pid));
    const table = tables.get(namespace)!;
    for (const inode of inodes) {
      const socket = table.get(inode);
      if (socket) found.push({ pid, ...socket });
    }
  }
  return found;
}
