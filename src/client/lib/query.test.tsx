import { dehydrate, hashKey as tanStackHashKey, hydrate, QueryClient as TanStackClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromWire, toWire } from '#client/app/ssr-state.ts';
import { ApiError } from './api-client.ts';
import * as loaded from './query.ts';

// The tests' setup loads TanStack Query's code (test-setup.ts): `loaded` is the layer as the server
// has it. A page's first render has it not: `fresh()` is the layer as a browser starts it.
type Layer = typeof loaded;
async function fresh(): Promise<Layer> {
  vi.resetModules();
  return import('./query.ts');
}
afterEach(() => vi.restoreAllMocks());

const config = { defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } } };
const now = Date.now();
const served = (key: unknown[], state: Partial<loaded.QueryState>) => ({
  queryKey: key,
  queryHash: loaded.hashKey(key),
  dehydratedAt: now,
  state: {
    data: undefined,
    dataUpdateCount: 1,
    dataUpdatedAt: now,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
    ...state,
  },
});
const server = {
  mutations: [],
  queries: [
    served(['fresh'], { data: { name: 'Wheat' }, dataUpdatedAt: now - 1000 }),
    served(['stale'], { data: { name: 'Rice' }, dataUpdatedAt: now - 120_000 }),
    served(['kept-long'], { data: 'old', dataUpdatedAt: now - 3_600_000 }),
    served(['missing'], { dataUpdateCount: 0, dataUpdatedAt: 0, error: new ApiError(404, 'not_found', 'Product not found'), errorUpdateCount: 1, errorUpdatedAt: now, isInvalidated: true, status: 'error' }),
    served(['list', { page: 2, category: 'seeds' }], { data: [1, 2] }),
  ],
};
const queryFn = () => Promise.resolve('answer');
type Options = { queryKey: unknown[]; queryFn: () => Promise<unknown> } & Record<string, unknown>;
const CASES: [string, Options][] = [
  ['server data, fresh', { queryKey: ['fresh'], queryFn }],
  ['server data, stale', { queryKey: ['stale'], queryFn }],
  ['server data, never stale', { queryKey: ['kept-long'], queryFn, staleTime: Number.POSITIVE_INFINITY }],
  ['server data, not refetched on mount', { queryKey: ['stale'], queryFn, refetchOnMount: false }],
  ['a not-found error', { queryKey: ['missing'], queryFn }],
  ['a not-found error, not retried on mount', { queryKey: ['missing'], queryFn, retryOnMount: false }],
  ['a key with an object, in another order', { queryKey: ['list', { category: 'seeds', page: 2 }], queryFn }],
  ['not on the page', { queryKey: ['session'], queryFn }],
  ['not on the page, disabled', { queryKey: ['session'], queryFn, enabled: false }],
  ['initial data dated 0 (the cart copy)', { queryKey: ['cart'], queryFn, initialData: () => ({ items: [1] }), initialDataUpdatedAt: 0 }],
  ['initial data, disabled', { queryKey: ['order'], queryFn, initialData: { id: 'o1' }, initialDataUpdatedAt: 0, enabled: false }],
  ['previous data kept, none yet', { queryKey: ['reviews', 1], queryFn, placeholderData: loaded.keepPreviousData }],
  ['placeholder data', { queryKey: ['reviews', 2], queryFn, placeholderData: ['placeholder'] }],
  ['selected data', { queryKey: ['fresh'], queryFn, select: (d: unknown) => (d as { name: string }).name }],
];

/** What TanStack's own useQuery answers on the first render from a cache hydrated with `server`. */
function tanStackAnswer(options: Options): QueryObserverResult {
  const client = new TanStackClient(config);
  hydrate(client, server);
  const defaulted = client.defaultQueryOptions(options as never);
  defaulted._optimisticResults = 'optimistic';
  return new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
}
const withoutFunctions = (result: object) => Object.fromEntries(Object.entries(result).filter(([, v]) => typeof v !== 'function'));

describe('the query layer before TanStack Query has come', () => {
  it('hashes keys as TanStack Query does', () => {
    for (const key of [['a', 1, null], ['list', { page: 2, category: 'seeds', q: undefined }], [{ b: { d: 1, c: [2, { f: 1, e: 2 }] }, a: 'x' }]]) {
      expect(loaded.hashKey(key)).toBe(tanStackHashKey(key));
    }
  });

  it.each(CASES)('answers as TanStack Query would on the first render: %s', async (_name, options) => {
    const layer = await fresh();
    const client = new layer.QueryClient(config);
    client.serve(server);
    const renders: QueryObserverResult[] = [];
    function Probe() {
      renders.push(layer.useQuery(options as never) as QueryObserverResult);
      return null;
    }
    render(
      <layer.QueryClientProvider client={client}>
        <Probe />
      </layer.QueryClientProvider>,
    );
    const first = renders[0]!;
    const expected = tanStackAnswer(options);
    expect(Object.keys(first).sort()).toEqual(Object.keys(expected).sort());
    expect(withoutFunctions(first)).toEqual(withoutFunctions(expected));
  });

  it("keeps the very objects the server's state carried once TanStack Query has come", async () => {
    const layer = await fresh();
    const client = new layer.QueryClient(config);
    client.serve(server);
    const renders: unknown[] = [];
    function Probe() {
      renders.push(layer.useQuery({ queryKey: ['fresh'], queryFn }).data);
      return null;
    }
    render(
      <layer.QueryClientProvider client={client}>
        <Probe />
      </layer.QueryClientProvider>,
    );
    await act(() => layer.loadQueryCore());
    expect(client.now).toBeDefined();
    expect(renders.length).toBeGreaterThan(1);
    for (const data of renders) expect(data).toBe(server.queries[0]!.state.data);
  });
});

describe('a server-rendered page with the query layer', () => {
  it('hydrates without a mismatch, then TanStack Query takes over: the queries the server did not render start, the others are kept', async () => {
    const product = { name: 'Wheat </script> seeds' };
    const fetched: string[] = [];
    const fetcher =
      <T,>(name: string, answer: T) =>
      () => {
        fetched.push(name);
        return Promise.resolve(answer);
      };
    const make = (layer: Layer) =>
      function Page() {
        const p = layer.useQuery({ queryKey: ['product', 'p1'], queryFn: fetcher('product', { name: 'changed' }) });
        const session = layer.useQuery({ queryKey: ['session'], queryFn: fetcher('session', { name: 'Asha' }) });
        // (The phone's copy of the cart, initial data only the browser has, is shown once hydrated: lib/cart.ts.)
        const cart = layer.useQuery({ queryKey: ['cart'], queryFn: fetcher('cart', { count: 3 }) });
        const missing = layer.useQuery({ queryKey: ['missing'], queryFn: fetcher('missing', 'found') });
        return (
          <p>
            {p.status}:{p.data?.name}|{session.status}:{String(session.isFetching)}:{session.data?.name ?? '-'}|{cart.status}:{cart.data?.count ?? 0}|{missing.status}:
            {missing.error instanceof ApiError ? missing.error.code : '-'}
          </p>
        );
      };

    // The server: TanStack's code from the start (entry-server.tsx).
    const onServer = new loaded.QueryClient(config);
    const real = onServer.now!;
    await real.prefetchQuery({ queryKey: ['product', 'p1'], queryFn: () => product });
    await real.prefetchQuery({ queryKey: ['missing'], queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'gone')), retry: false });
    const ServerPage = make(loaded);
    const html = renderToString(
      <loaded.QueryClientProvider client={onServer}>
        <ServerPage />
      </loaded.QueryClientProvider>,
    );
    const wire = toWire(dehydrate(real, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }));
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.textContent).toBe('success:Wheat </script> seeds|pending:true:-|pending:0|pending:-');

    // The browser: without TanStack's code until the first render is on the screen.
    const layer = await fresh();
    const client = new layer.QueryClient(config);
    client.serve(fromWire(wire));
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    const BrowserPage = make(layer);
    await act(async () => {
      hydrateRoot(
        container,
        <layer.QueryClientProvider client={client}>
          <BrowserPage />
        </layer.QueryClientProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();

    await act(() => layer.loadQueryCore());
    await vi.waitFor(() => expect(container.textContent).toBe('success:Wheat </script> seeds|success:false:Asha|success:3|success:-'));
    // The product was fresh: not asked again. The session and cart were not on the page; the
    // not-found product is asked again, as TanStack Query does on mount.
    expect(fetched.sort()).toEqual(['cart', 'missing', 'session']);
  });

  it('runs a mutation asked for before the code has come once it has, and reads the cache as the server left it meanwhile', async () => {
    const layer = await fresh();
    const client = new layer.QueryClient(config);
    client.serve(server);
    expect(client.getQueryData(['fresh'])).toEqual({ name: 'Wheat' });
    expect(client.getQueryState(['missing'])?.status).toBe('error');
    const results: { status: string; data?: unknown }[] = [];
    let mutateAsync: ((n: number) => Promise<unknown>) | undefined;
    function Form() {
      const m = layer.useMutation({ mutationFn: (n: number) => Promise.resolve(n * 2), onSuccess: () => client.invalidateQueries({ queryKey: ['fresh'] }) });
      mutateAsync = m.mutateAsync;
      results.push({ status: m.status, data: m.data });
      return null;
    }
    render(
      <layer.QueryClientProvider client={client}>
        <Form />
      </layer.QueryClientProvider>,
    );
    expect(results[0]).toEqual({ status: 'idle', data: undefined });
    let answer: unknown;
    await act(async () => {
      answer = await mutateAsync!(21);
    });
    expect(answer).toBe(42);
    await vi.waitFor(() => expect(results.at(-1)).toEqual({ status: 'success', data: 42 }));
    expect(client.now!.getQueryState(['fresh'])?.isInvalidated).toBe(true);
  });
});
