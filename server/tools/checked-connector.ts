// The undici connector behind every fetch the SEO tools make: it resolves the host itself, checks
// every address the name has against the address policy, and opens the socket to the address it
// checked, so a name that changes its answer between the check and the connection (DNS
// rebinding) cannot lead the fetcher to a private address. The TLS server name and the Host
// header stay the typed host. A refusal fails before any socket is opened.
import { buildConnector } from 'undici';
import { classifyAddress } from './address-policy';
import type { Resolver } from './resolver';
import { ENTER_PUBLIC_ADDRESS, PUBLIC_SITES_ONLY } from './target-url';

/** A refused name; its message is the sentences the visitor is shown, `detail` the network terms. */
export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
  constructor(
    message: string,
    readonly detail = message,
  ) {
    super(message);
  }
}

export interface CheckedConnectorOptions {
  resolve: Resolver;
  /** "host:port" pairs (lower case) that may resolve to any address (TOOLS_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
  /** Time to open the connection. */
  connectTimeoutMs: number;
}

const defaultPort = (protocol: string): string => (protocol === 'https:' ? '443' : '80');

const toError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/** The address to connect to: the first of the name's addresses, once every one has passed. */
export async function checkedAddress(
  options: Pick<CheckedConnectorOptions, 'resolve'>,
  hostname: string,
  allowListed: boolean,
): Promise<string> {
  const addresses = await options.resolve(hostname);
  const first = addresses[0];
  if (first === undefined)
    throw new RefusedAddressError(
      `We couldn’t find a website at ${hostname}. Check that the address is spelled correctly.`,
      `${hostname} has no address`,
    );
  if (!allowListed) {
    for (const address of addresses) {
      const verdict = classifyAddress(address);
      if (!verdict.allowed)
        throw new RefusedAddressError(
          `${PUBLIC_SITES_ONLY}, and ${hostname} points to ${address}, ${verdict.reason}. ${ENTER_PUBLIC_ADDRESS}`,
          `${hostname} leads to ${verdict.detail}`,
        );
    }
  }
  return first;
}

export function createCheckedConnector(options: CheckedConnectorOptions): buildConnector.connector {
  const connect = buildConnector({ timeout: options.connectTimeoutMs });
  return (connectOptions, callback) => {
    const hostname = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = connectOptions.port || defaultPort(connectOptions.protocol);
    const allowListed = options.allowHosts.has(`${connectOptions.hostname}:${port}`.toLowerCase());
    checkedAddress(options, hostname, allowListed).then(
      // Connect to the address just checked, never to a fresh lookup of the name.
      (address) => connect({ ...connectOptions, hostname: address }, callback),
      (error: unknown) => callback(toError(error), null),
    );
  };
}
