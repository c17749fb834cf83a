// The SEO tools' server settings, read from the environment: which ports an address may name
// (TOOLS_ALLOWED_PORTS, default 80 and 443) and, for tests only, the exact host:port pairs the
// fetcher may reach although they are local (TOOLS_ALLOW_HOSTS, e.g. "localhost:4399").

export interface ToolsConfig {
  /** Ports an address may name; the scheme's default port is always 80 or 443. */
  allowedPorts: ReadonlySet<number>;
  /** Lower-cased "host:port" pairs reachable whatever they resolve to (tests only). */
  allowHosts: ReadonlySet<string>;
}

export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];

const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function readToolsConfig(env: NodeJS.ProcessEnv = process.env): ToolsConfig {
  const portItems = splitList(env.TOOLS_ALLOWED_PORTS);
  const badPort = portItems.find(
    (item) => !/^\d{1,5}$/.test(item) || !(Number(item) >= 1 && Number(item) <= 65_535),
  );
  if (badPort !== undefined)
    throw new Error(`TOOLS_ALLOWED_PORTS must list port numbers (1-65535); got "${badPort}"`);
  const ports = portItems.map(Number);
  const allowHosts = splitList(env.TOOLS_ALLOW_HOSTS).map((item) => item.toLowerCase());
  const badHost = allowHosts.find((item) => !/^[^\s/:]+:\d+$|^\[[0-9a-f:.]+\]:\d+$/.test(item));
  if (badHost !== undefined)
    throw new Error(`TOOLS_ALLOW_HOSTS must list host:port pairs; got "${badHost}"`);
  return {
    allowedPorts: new Set(ports.length > 0 ? ports : DEFAULT_ALLOWED_PORTS),
    allowHosts: new Set(allowHosts),
  };
}
