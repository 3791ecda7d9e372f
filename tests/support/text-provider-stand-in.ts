import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the SMS and WhatsApp stand-ins share: a real HTTP server (node:http) on 127.0.0.1 that
 * reads a JSON body, lets the test make the next requests fail (a status, a dropped connection) or
 * hang (the sender's timeout), and records every request it answered. Each stand-in answers its
 * provider's documented API from `answer`.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The body's bytes as sent, for a stand-in that checks a signature over them. */
  raw: Buffer;
}

export interface ProviderStandIn {
  url: string;
  requests: RecordedRequest[];
  /** The next `times` (default 1) requests get `status` unprocessed (5xx, 429); status 0 drops the connection. */
  failNext(status: number, times?: number): void;
  /** The next request is never answered (until close): the sender's timeout applies. */
  hangNext(): void;
  close(): Promise<void>;
}

/** What the stand-in answers: JSON, or (`raw`) bytes of another type, as a label's PDF. */
export type Answer = { status: number; json: unknown; raw?: { type: string; body: string } };

export async function startProviderStandIn(answer: (request: RecordedRequest) => Answer): Promise<ProviderStandIn> {
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
  let hang = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (hang > 0) {
        hang--;
        return;
      }
      const failure = failures.shift();
      if (failure === 0) return req.socket.destroy();
      if (failure !== undefined) {
        res.writeHead(failure, { 'content-type': 'text/html' }).end('<html>upstream trouble</html>');
        return;
      }
      const bytes = Buffer.concat(chunks);
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        body = undefined;
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, raw: bytes };
      requests.push(request);
      const { status, json, raw } = answer(request);
      if (raw) res.writeHead(status, { 'content-type': raw.type }).end(raw.body);
      else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, times = 1) => failures.push(...Array<number>(times).fill(status)),
    hangNext: () => void hang++,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
