import http from 'node:http';

export interface Answer {
  status: number;
  body: unknown;
  /** Set-Cookie values, for the session cookie. */
  cookies: string[];
}

/**
 * One buyer's HTTP connection to the shop, from its own loopback address (127.0.1.x): the shop
 * counts sign-ups and cart writes per client address, as it would for farmers on their own phones.
 * Keep-alive, one socket at a time, like a browser tab placing one order after another.
 */
export class ShopClient {
  private agent: http.Agent;
  private cookie?: string;

  constructor(
    private readonly port: number,
    readonly localAddress: string,
  ) {
    this.agent = this.newAgent();
  }

  private newAgent(): http.Agent {
    return new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: this.localAddress });
  }

  /** Drops the connections to a server that is gone; the session cookie stays (sessions are in the database). */
  reconnect(): void {
    this.agent.destroy();
    this.agent = this.newAgent();
  }

  close(): void {
    this.agent.destroy();
  }

  get signedIn(): boolean {
    return this.cookie !== undefined;
  }

  /** Keeps the session cookie a sign-up or login answer set. */
  private keepSession(cookies: string[]): void {
    const session = cookies.find((c) => c.startsWith('hariyali_session='));
    if (session) this.cookie = session.split(';')[0];
  }

  /**
   * Sends one request; rejects when the connection fails (the server is down or was killed while
   * it was answering). Requests carry no Origin or Sec-Fetch-Site, as a non-browser client's,
   * which the shop's same-origin rule lets through (decision 0005).
   */
  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...headers,
          },
          // A server that stops answering without closing the connection would hang the test.
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const cookies = response.headers['set-cookie'] ?? [];
            this.keepSession(cookies);
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // Not JSON (an HTML error page): kept as text for the report.
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, cookies });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
      request.on('error', reject);
      request.end(payload);
    });
  }
}
