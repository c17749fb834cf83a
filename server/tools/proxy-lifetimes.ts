// How long the checked proxy keeps a proxied request or CONNECT tunnel open: the connection to the
// site is closed as soon as the browser's side closes, when nothing has moved on it for the idle
// time, or when the total time is up (a page that drips a byte a second is never idle), and every
// connection still open is closed with the proxy. A speed test is cut at 60 s, so 70 s in all
// outlives any useful request.

export interface ProxyTimeouts {
  /** No byte either way on the connection to the site for this long closes both sides. */
  idleMs: number;
  /** From the browser's request to the end, whatever moves. */
  totalMs: number;
}

export const PROXY_TIMEOUTS: ProxyTimeouts = { idleMs: 30_000, totalMs: 70_000 };

/** The browser's side: the proxied response, or the socket of a tunnel. */
interface ClientEnd {
  destroy(): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** The site's side: the request made to it, or the tunnel's socket. */
interface UpstreamEnd extends ClientEnd {
  setTimeout(ms: number, onTimeout: () => void): unknown;
}

export function proxyLifetimes(timeouts: ProxyTimeouts) {
  const open = new Set<ClientEnd>();
  const track = (end: ClientEnd) => {
    open.add(end);
    end.once('close', () => open.delete(end));
  };

  return {
    /**
     * Starts the clock when the browser asks; `connect` hands over the connection to the site once
     * it is made, which is destroyed at once if the browser has gone in the meantime.
     */
    begin(client: ClientEnd) {
      let clientClosed = false;
      let upstream: UpstreamEnd | undefined;
      const end = () => {
        clearTimeout(total);
        upstream?.destroy();
        client.destroy();
      };
      const total = setTimeout(end, timeouts.totalMs);
      track(client);
      client.once('close', () => {
        clientClosed = true;
        end();
      });
      return {
        connect(to: UpstreamEnd) {
          upstream = to;
          track(to);
          to.setTimeout(timeouts.idleMs, end);
          if (clientClosed) end();
        },
      };
    },
    /** Destroys every connection still open, on either side. */
    closeAll() {
      for (const end of open) end.destroy();
      open.clear();
    },
  };
}
