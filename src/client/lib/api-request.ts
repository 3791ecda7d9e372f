import type { ApiErrorBody } from '#shared/schemas/errors';
import { ApiError, type ApiMethod, type ApiRequestOptions, type ApiTransport, type Query } from './api-client.ts';

// The API client's request, in the chunk that comes after a page's first paint with TanStack
// Query's code (query-core.ts): api-client.ts's apiRequest hands its calls here (docs/decisions/0047).

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const one of v) params.append(k, one);
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** One request through `transport`: the answer's JSON, or an ApiError (status 0 for "no connection"). */
export async function request<T>(transport: ApiTransport, method: ApiMethod, path: string, options: ApiRequestOptions): Promise<T> {
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
