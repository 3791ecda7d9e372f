import { createContext, createElement, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type * as Tq from '@tanstack/react-query';

/**
 * The client's query layer (docs/decisions/0047): TanStack Query's names (useQuery, useMutation,
 * useQueryClient, queryOptions, keepPreviousData, QueryClient, QueryClientProvider) without its
 * code in any page's first load. Until that code has come (query-core.ts, asked for once the first
 * render is on the screen) a query answers from what the server rendered the page with, or its
 * initial data, exactly as TanStack Query would answer from that cache, so hydration matches; then
 * every hook re-renders on TanStack's own QueryObserver and MutationObserver, its cache filled by
 * its own hydrate() from the server's state. Queries the server did not render start then. The
 * server and the tests load the code first, so there the hooks are TanStack's from the start.
 */

export type { DehydratedState, QueryClientConfig, QueryState } from '@tanstack/react-query';

type Core = typeof import('./query-core.ts');
type Real = Tq.QueryClient;
type AnyOptions = Tq.UseQueryOptions<any, any, any, any>;

let core: Core | undefined;
let coming: Promise<Core> | undefined;
const arrivals = new Set<() => void>();

/** TanStack Query's code, loaded once (a failed load is tried again by the next caller). */
export function loadQueryCore(): Promise<Core> {
  return (coming ??= import('./query-core.ts').then(
    (m) => {
      core = m;
      arrivals.forEach((tell) => tell());
      return m;
    },
    (error: unknown) => {
      coming = undefined;
      throw error;
    },
  ));
}

const whenCore = (tell: () => void) => {
  arrivals.add(tell);
  return () => void arrivals.delete(tell);
};
const noop = () => undefined;

/** TanStack Query's hash of a key (hashKey): plain objects with their keys sorted. */
export const hashKey = (key: readonly unknown[]): string =>
  JSON.stringify(key, (_, v: Record<string, unknown>) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).sort().reduce<Record<string, unknown>>((o, k) => ((o[k] = v[k]), o), {}) : v,
  );

/**
 * The app's client. Its methods are TanStack's QueryClient's, on that client once the code has
 * come; before, the reads answer from the server's state and the rest wait for the code.
 */
export class QueryClient {
  #real?: Real;
  #server?: Tq.DehydratedState;
  /** What the first render reads: the server's queries, then each query's initial data. */
  #early = new Map<string, Tq.QueryState<unknown, unknown>>();

  constructor(readonly config: Tq.QueryClientConfig = {}) {}

  /** The queries a server-rendered page was rendered from (app/ssr-state.ts fromWire), before any use. */
  serve(state: Tq.DehydratedState): void {
    this.#server = state;
    for (const q of state.queries) this.#early.set(q.queryHash, q.state);
  }

  /** TanStack's client, once its code has come; the server's queries go into it by its own hydrate(). */
  get now(): Real | undefined {
    if (!this.#real && core) {
      this.#real = new core.QueryClient(this.config);
      if (this.#server) core.hydrate(this.#real, this.#server);
    }
    return this.#real;
  }

  ready(): Promise<Real> {
    return loadQueryCore().then(() => this.now!);
  }

  /** A query's state before the code has come: the server's, else from its initial data. */
  early(options: AnyOptions): Tq.QueryState<unknown, unknown> {
    const hash = hashKey(options.queryKey);
    let state = this.#early.get(hash);
    if (!state) {
      const data: unknown = typeof options.initialData === 'function' ? (options.initialData as () => unknown)() : options.initialData;
      const at = options.initialDataUpdatedAt;
      // TanStack's getDefaultState, but for what earlyResult reads (not the fetch's counters).
      state = {
        data,
        dataUpdateCount: 0,
        dataUpdatedAt: data === undefined ? 0 : ((typeof at === 'function' ? at() : at) ?? Date.now()),
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        isInvalidated: false,
        status: data === undefined ? 'pending' : 'success',
      } as Tq.QueryState<unknown, unknown>;
      this.#early.set(hash, state);
    }
    return state;
  }

  getQueryData<T = unknown>(queryKey: readonly unknown[]): T | undefined {
    return (this.now ? this.now.getQueryData(queryKey) : this.#early.get(hashKey(queryKey))?.data) as T | undefined;
  }

  getQueryState(queryKey: readonly unknown[]): Tq.QueryState<unknown, unknown> | undefined {
    return this.now ? this.now.getQueryState(queryKey) : this.#early.get(hashKey(queryKey));
  }
}

/** Calls that change or fetch: on TanStack's client now, or once its code has come. */
type Later = 'invalidateQueries' | 'cancelQueries' | 'ensureQueryData' | 'removeQueries' | 'setQueryData';
export interface QueryClient extends Pick<Real, Later> {}
// (Only those the app calls: anything else is on `now`, as the server's renderer and the tests use it.)
for (const name of ['invalidateQueries', 'cancelQueries', 'ensureQueryData', 'removeQueries', 'setQueryData'] satisfies Later[]) {
  (QueryClient.prototype as unknown as Record<Later, unknown>)[name] = function (this: QueryClient, ...args: unknown[]) {
    const call = (real: Real) => (real[name] as (...a: unknown[]) => unknown)(...args);
    return this.now ? call(this.now) : this.ready().then(call);
  };
}

const Context = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => {
    let on = true;
    let real: Real | undefined;
    // After the first render is on the screen (hydrated): TanStack Query's code, then its client listens
    // for focus and connection as its own provider has it do. A lost chunk is asked for again.
    const start = (): unknown => client.ready().then((r) => on && (real = r).mount(), () => on && setTimeout(start, 5000));
    void start();
    return () => {
      on = false;
      real?.unmount();
    };
  }, [client]);
  return createElement(Context.Provider, { value: client }, children);
}

/** The provider's client (main.tsx, entry-server.tsx and the tests set one). */
export const useQueryClient = (): QueryClient => useContext(Context)!;

/** TanStack's client once its code has come: the hooks using it render again then. */
function useReal(client: QueryClient): Real | undefined {
  const now = () => client.now;
  return useSyncExternalStore(whenCore, now, now);
}

/** The options as TanStack's useQuery hands them to its observer. */
function optimistic(real: Real, options: AnyOptions) {
  const defaulted = real.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  return defaulted;
}

interface QueryBox {
  options: AnyOptions;
  observer?: Tq.QueryObserver<any, any, any, any, any>;
}
const observeQuery = (real: Real, box: QueryBox) => (box.observer ??= new core!.QueryObserver(real, optimistic(real, box.options)));

/**
 * What TanStack's QueryObserver answers for a query it has just been given (getOptimisticResult),
 * worked out from the state before its code has come: a query that will fetch on mount is
 * `fetching` (and `pending` without data), placeholder data and `select` apply.
 */
function earlyResult(client: QueryClient, options: AnyOptions, refetch: () => Promise<unknown>): Tq.QueryObserverResult {
  const state = client.early(options);
  const o = { ...client.config.defaultOptions?.queries, ...options } as AnyOptions;
  const enabled = o.enabled !== false;
  let { data, status, error } = state;
  const stale = enabled && (data === undefined || state.isInvalidated || state.dataUpdatedAt + ((o.staleTime as number) ?? 0) <= Date.now());
  const fetching =
    enabled && (data === undefined ? !(status === 'error' && o.retryOnMount === false) : o.refetchOnMount === 'always' || (o.refetchOnMount !== false && stale));
  if (fetching && data === undefined) {
    error = null;
    status = 'pending';
  }
  let isPlaceholderData = false;
  if (status === 'pending' && o.placeholderData !== undefined) {
    const placeholder: unknown = typeof o.placeholderData === 'function' ? (o.placeholderData as (d: undefined, q: undefined) => unknown)(undefined, undefined) : o.placeholderData;
    if (placeholder !== undefined) {
      data = placeholder;
      status = 'success';
      isPlaceholderData = true;
    }
  }
  if (o.select && data !== undefined) data = o.select(data);
  const isPending = status === 'pending';
  const isError = status === 'error';
  const isLoading = isPending && fetching;
  return {
    status,
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending,
    isSuccess: status === 'success',
    isError,
    isInitialLoading: isLoading,
    isLoading,
    data,
    dataUpdatedAt: state.dataUpdatedAt,
    error,
    errorUpdatedAt: state.errorUpdatedAt,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: state.errorUpdateCount,
    isFetched: state.dataUpdateCount + state.errorUpdateCount > 0,
    isFetchedAfterMount: false,
    isFetching: fetching,
    isRefetching: fetching && !isPending,
    isLoadingError: isError && data === undefined,
    isPaused: false,
    isPlaceholderData,
    isRefetchError: isError && data !== undefined,
    isStale: stale,
    refetch,
    isEnabled: enabled,
  } as Tq.QueryObserverResult;
}

/** TanStack's useBaseQuery over its QueryObserver, with one hook order before and after its code has come. */
function useBaseQuery(options: AnyOptions): Tq.QueryObserverResult {
  const client = useQueryClient();
  const real = useReal(client);
  const [box] = useState<QueryBox>(() => ({ options }));
  box.options = options;
  const defaulted = real && optimistic(real, options);
  const observer = real && observeQuery(real, box);
  const result = observer
    ? observer.getOptimisticResult(defaulted!)
    : earlyResult(client, options, () => client.ready().then((r) => observeQuery(r, box).refetch()));
  useEffect(() => {
    if (observer) observer.setOptions(defaulted!);
  }, [defaulted, observer]);
  const current = () => observer?.getCurrentResult();
  useSyncExternalStore(
    useCallback(
      (change: () => void) => {
        if (!observer) return noop;
        const stop = observer.subscribe(core!.notifyManager.batchCalls(change));
        // A change between the observer's making and this subscription is not missed.
        observer.updateResult();
        return stop;
      },
      [observer],
    ),
    current,
    current,
  );
  return observer ? observer.trackResult(result) : result;
}

interface MutationBox {
  options: Tq.MutationObserverOptions<any, any, any, any>;
  observer?: Tq.MutationObserver<any, any, any, any>;
}
const observeMutation = (real: Real, box: MutationBox) => (box.observer ??= new core!.MutationObserver(real, box.options));

/** A mutation before TanStack's code has come: idle (its getDefaultState). */
const IDLE = {
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: false,
  status: 'idle',
  variables: undefined,
  submittedAt: 0,
  isPending: false,
  isSuccess: false,
  isError: false,
  isIdle: true,
  reset: noop,
};

/** TanStack's useMutation over its MutationObserver; a mutation asked for before its code has come runs once it has. */
function useMutationHook(options: MutationBox['options']) {
  const client = useQueryClient();
  const real = useReal(client);
  const [box] = useState<MutationBox>(() => ({ options }));
  box.options = options;
  const observer = real && observeMutation(real, box);
  useEffect(() => {
    observer?.setOptions(options);
  }, [observer, options]);
  const current = () => observer?.getCurrentResult() ?? IDLE;
  const result = useSyncExternalStore(
    useCallback((change: () => void) => (observer ? observer.subscribe(core!.notifyManager.batchCalls(change)) : noop), [observer]),
    current,
    current,
  );
  const mutateAsync = useCallback(
    (variables: unknown, mutateOptions?: Tq.MutateOptions<any, any, any, any>) => {
      const run = (r: Real) => observeMutation(r, box).mutate(variables, mutateOptions);
      return client.now ? run(client.now) : client.ready().then(run);
    },
    [client, box],
  );
  const mutate = useCallback((variables: unknown, mutateOptions?: Tq.MutateOptions<any, any, any, any>) => void mutateAsync(variables, mutateOptions).catch(noop), [mutateAsync]);
  return { ...result, mutate, mutateAsync };
}

export const useQuery = useBaseQuery as unknown as typeof Tq.useQuery;
export const useMutation = useMutationHook as unknown as typeof Tq.useMutation;
export const queryOptions = ((options: unknown) => options) as typeof Tq.queryOptions;
/** As TanStack's: the previous key's data shown while the next one loads. */
export const keepPreviousData: typeof Tq.keepPreviousData = (previous) => previous;
