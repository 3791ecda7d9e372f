import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '#client/lib/router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminUserListQuery } from '#shared/schemas/admin-users';
import { useListQuery } from './use-list-query.ts';

const UsersQuery = AdminUserListQuery.omit({ pageSize: true });

type Result = ReturnType<typeof useListQuery<typeof UsersQuery>>;

/** Renders the hook at `url`; the returned object follows every render. */
function renderList(url: string) {
  const seen: { query?: Result[0]; set?: Result[1]; search?: string } = {};
  function Probe() {
    [seen.query, seen.set] = useListQuery(UsersQuery);
    seen.search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

describe('useListQuery', () => {
  afterEach(cleanup);

  it('parses the address with the schema, one bad value falling back alone', () => {
    expect(renderList('/admin/users?q=%20asha%20&type=vendor&page=3').query).toEqual({ q: 'asha', type: 'vendor', page: 3 });
    cleanup();
    expect(renderList('/admin/users?q=asha&type=superuser&page=abc').query).toEqual({ q: 'asha', type: undefined, page: 1 });
  });

  it('writes changes back without defaults, keeps other parameters, and starts a new filter at page 1', () => {
    const list = renderList('/admin/users?tab=x&q=asha&page=3');
    act(() => list.set!({ type: 'admin' }));
    expect(list.search).toBe('?tab=x&q=asha&type=admin');
    act(() => list.set!({ page: 2 }));
    expect(list.query).toEqual({ q: 'asha', type: 'admin', page: 2 });
    act(() => list.set!({ q: undefined, type: undefined }));
    expect(list.search).toBe('?tab=x');
  });

  it('writes a setter of an earlier render over the address as it is now, not as that render saw it', () => {
    const list = renderList('/admin/users');
    // A search box's setter, kept by a timer from the render before the type was chosen.
    const earlierSet = list.set!;
    act(() => list.set!({ type: 'vendor' }));
    act(() => earlierSet({ q: 'asha' }));
    expect(list.search).toBe('?type=vendor&q=asha');
    // Clearing then a late write of the old search: the cleared type stays cleared.
    const beforeClear = list.set!;
    act(() => list.set!({ q: undefined, type: undefined }));
    act(() => beforeClear({ page: 2 }));
    expect(list.query).toEqual({ q: undefined, type: undefined, page: 2 });
  });
});
