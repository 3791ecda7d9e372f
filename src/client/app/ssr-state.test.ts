import { dehydrate, QueryClient as TanStackClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { QueryClient } from '#client/lib/query.ts';
import { fromWire, toWire } from './ssr-state.ts';

describe('the query cache a server-rendered page carries', () => {
  it('comes back in the browser as it was on the server: data, dates and a not-found error, in few bytes', async () => {
    const server = new TanStackClient();
    const product = { id: 'p1', name: 'Seeds </script><script>alert(1)</script>', pricePaise: 45_000 };
    await server.prefetchQuery({ queryKey: ['product', 'p1', 'hi'], queryFn: () => product });
    await server.prefetchQuery({ queryKey: ['product', 'missing', 'hi'], queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'Product not found')), retry: false });
    // A failure that is not an answer of the API's does not travel: the browser asks again.
    await server.prefetchQuery({ queryKey: ['down'], queryFn: () => Promise.reject(new Error('socket hang up')), retry: false });
    const wire = toWire(dehydrate(server, { shouldDehydrateQuery: () => true }));
    expect(wire).not.toContain('</script>');
    expect(wire).not.toContain('queryHash');
    expect(wire).not.toContain('down');

    // TanStack Query's own hydrate() fills the browser's cache (the tests have its code from the start).
    const browser = new QueryClient();
    browser.serve(fromWire(wire));
    const found = browser.getQueryState(['product', 'p1', 'hi']);
    expect(browser.getQueryData(['product', 'p1', 'hi'])).toEqual(product);
    expect(found?.status).toBe('success');
    expect(found?.dataUpdatedAt).toBe(server.getQueryState(['product', 'p1', 'hi'])?.dataUpdatedAt);
    const missing = browser.getQueryState(['product', 'missing', 'hi']);
    expect(missing?.status).toBe('error');
    expect(missing?.error).toBeInstanceOf(ApiError);
    expect((missing?.error as ApiError).code).toBe('not_found');
    expect(browser.getQueryState(['down'])).toBeUndefined();
    // As a query fetched once on the server: its counters are the server's.
    for (const key of [['product', 'p1', 'hi'], ['product', 'missing', 'hi']]) {
      const { dataUpdateCount, errorUpdateCount, errorUpdatedAt, isInvalidated } = server.getQueryState(key)!;
      expect(browser.getQueryState(key)).toMatchObject({ dataUpdateCount, errorUpdateCount, errorUpdatedAt, isInvalidated, fetchStatus: 'idle' });
    }
  });
});
