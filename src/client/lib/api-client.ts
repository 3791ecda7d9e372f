import type { ErrorCode, ErrorParams } from '#shared/schemas/errors';
import { loadQueryCore } from './query.ts';

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

/** A request's query: an array is the parameter repeated (?category=seeds&category=tools). */
export type Query = Record<string, string | number | readonly string[] | undefined | null>;

/** How a request reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renders pages with its own transport (entry-server.tsx); the browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/**
 * The one way the client talks to the server. Network failures and non-JSON answers become an
 * ApiError too (status 0 for "no connection"), so every page handles errors one way. Its code
 * (api-request.ts) comes with TanStack Query's after the first paint (query-core.ts): before, no
 * query runs (docs/decisions/0047).
 */
export function apiRequest<T>(method: ApiMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const through = transport;
  return loadQueryCore().then((code) => code.request<T>(through, method, path, options));
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
