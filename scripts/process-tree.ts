// A process's descendants, read from /proc (Linux): the hostile-clients benchmark and test find
// the server's Chromium tree with it. Processes that end while being read are skipped.
import fs from 'node:fs';

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and brackets: the fields after its last ')' are plain.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

/** Every process below `pid`. */
export function descendants(pid: number): number[] {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const children = new Map<number, number[]>();
  for (const each of all) {
    const parent = parentOf(each);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), each]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? -1) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}
