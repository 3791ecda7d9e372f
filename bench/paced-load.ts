// An open-loop load generator: requests start on a fixed schedule (rate per second), whatever
// the server is doing, over a pool of keep-alive connections. Latency is measured from the
// moment a request was due, so a stalled server shows up in the figures instead of quietly
// slowing the schedule down (autocannon's overallRate fires each second's quota in a burst).
import http from 'node:http';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** Achieved completions per second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** One answer as it arrived: its status and body, and when it completed (performance.now()) and was due. */
export interface PacedAnswer {
  status: number;
  body: string;
  due: number;
  completed: number;
}

export async function pacedLoad(options: {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  request: (i: number) => PacedRequest;
  /** Told of each answer with its body (the bodies are read only when this is given). */
  onAnswer?: (i: number, answer: PacedAnswer) => void;
}): Promise<PacedResult> {
  const url = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const r = options.request(i);
      const req = http.request(
        { host: url.hostname, port: url.port, method: r.method, path: r.path, headers: r.headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          if (options.onAnswer) res.on('data', (chunk: Buffer) => chunks.push(chunk));
          else res.resume();
          res.on('end', () => {
            const completed = performance.now();
            latencies.push(completed - due);
            options.onAnswer?.(i, { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), due, completed });
            if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) ok++;
            else non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });

  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(i, due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  return { sent: total, ok, non2xx, errors, rate: ok / elapsed, p50: pct(50), p95: pct(95), p99: pct(99), max: Math.round(latencies.at(-1) ?? 0) };
}
