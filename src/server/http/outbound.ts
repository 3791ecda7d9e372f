/**
 * Requests to the outside services the shop talks to (the SMS and WhatsApp providers, the GST
 * Suvidha Providers, the courier): each behind its own interface with its own errors, all sent
 * the same way, with a time limit, and judged the same way when they fail.
 */

/** An answer worth asking again for later: the service's own failure (5xx), too many requests (429), a request time-out (408). */
export const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

/** No answer at all: none within the time limit (`timedOut`), or no connection. Nothing is known to have happened there. */
export class Unreachable extends Error {
  override readonly name = 'Unreachable';
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'no answer in time' : 'could not connect');
  }
}

/** Sends one JSON request (`body` undefined: none), answering the response; `Unreachable` when there is none. */
export async function sendJson(url: string | URL, request: { method: string; headers?: Record<string, string>; body?: unknown; timeoutMs: number }): Promise<Response> {
  return sendSerializedJson(url, { ...request, json: request.body === undefined ? undefined : JSON.stringify(request.body) });
}

/**
 * Sends one JSON request whose body is already the exact text to send: what a signature over the
 * body's bytes was made of (ONDC's: docs/decisions/0077) must be what goes out.
 */
export async function sendSerializedJson(url: string | URL, request: { method: string; headers?: Record<string, string>; json?: string; timeoutMs: number }): Promise<Response> {
  try {
    return await fetch(url, {
      method: request.method,
      headers: { accept: 'application/json', ...(request.json === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
      body: request.json,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    throw new Unreachable(err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
  }
}
