import net from 'node:net';

export interface LinkProfile {
  /** Round trip, in milliseconds: half on the way up, half on the way down. */
  rttMs: number;
  /** Bits per second. */
  downBps: number;
  upBps: number;
}

/** 2G as issue 13 measures it: 250 kbit/s down, 300 ms round trip (and as slow up). */
export const TWO_G: LinkProfile = { rttMs: 300, downBps: 250_000, upBps: 250_000 };

/**
 * Bytes of one direction of a connection, each delivered once the link has carried it at `bps`
 * plus half the round trip; in order, as TCP would deliver them.
 */
function throttle(from: net.Socket, to: net.Socket, bps: number, oneWayMs: number, startAt: number): void {
  let linkFreeAt = startAt;
  let lastDelivery = startAt;
  from.on('data', (chunk: Buffer) => {
    const now = performance.now();
    linkFreeAt = Math.max(now, linkFreeAt) + (chunk.length * 8 * 1000) / bps;
    lastDelivery = linkFreeAt + oneWayMs;
    setTimeout(() => to.writable && to.write(chunk), lastDelivery - now);
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastDelivery - performance.now())));
  from.on('error', () => to.destroy());
}

/**
 * A TCP proxy in front of `targetPort` that makes every connection behave like a slow mobile link:
 * the page, its assets and the service worker's own requests alike (a browser's per-page
 * throttling would leave the service worker's fetches at full speed). A new connection first pays
 * one round trip, as TCP's handshake would.
 */
export async function startThrottleProxy(targetPort: number, profile: LinkProfile): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
    }
    const handshakeDone = performance.now() + profile.rttMs;
    throttle(client, upstream, profile.upBps, profile.rttMs / 2, handshakeDone);
    throttle(upstream, client, profile.downBps, profile.rttMs / 2, handshakeDone);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
