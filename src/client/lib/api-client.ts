import type { ApiErrorBody, ErrorCode, ErrorParams } from '#shared/schemas/errors';

/**
 * An API answer that was not a success, carrying the server's code, message, field messages and
 * the message's specifics (`params`). Branch on `code` (one closed set, src/shared/schemas/errors.ts),
 * never on `status`; show it with useErrorMessage (components/ui/states.tsx), which words it in the
 * page's language: `message` is the server's English.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined | null>;

/** How a request reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renders pages with its own transport (entry-server.tsx); the browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one way the client talks to the server. Network failures and non-JSON answers become an
 * ApiError too (status 0 for "no connection"), so every page handles errors one way.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await transport(withQuery(`/api${path}`, options.query), {
      method,
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', 'network');
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // fall through: a non-JSON answer (proxy error page) is reported below
  }
  if (!response.ok) {
    const error = apiErrorOf(data);
    throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? response.statusText, error?.fields, error?.params);
  }
  return data as T;
}

/**
 * The API's error body, or undefined for any other answer (a proxy's error page). The code is
 * not checked against ERROR_CODES at run time: importing that list brings zod (25 KB gzipped)
 * into every first load, and the server can only send codes of that set.
 */
function apiErrorOf(data: unknown): ApiErrorBody['error'] | undefined {
  const error = (data as Partial<ApiErrorBody> | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string' ? error : undefined;
}

/** Not a refusal of the request itself: the server failed, no answer came, or it was not the API's. */
const NOT_CLIENT_ERRORS: readonly ErrorCode[] = ['internal_error', 'network_error', 'http_error'];

/**
 * The API refused this request (a 4xx code): asking again will not help, and what went wrong can
 * be told to the person using the shop (useErrorMessage: the code's text in the page's language).
 */
export function isClientError(err: unknown): err is ApiError {
  return err instanceof ApiError && !NOT_CLIENT_ERRORS.includes(err.code);
}

/** True when `err` is an ApiError with one of these codes. */
export function hasErrorCode(err: unknown, ...codes: ErrorCode[]): err is ApiError {
  return err instanceof ApiError && codes.includes(err.code);
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown, headers?: Record<string, string>) => apiRequest<T>('POST', path, { body, headers }),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
