import { QueryClient, QueryClientProvider } from '#client/lib/query.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { AdminLayout } from './admin-layout.tsx';

const SECTIONS = [
  { path: 'products', label: 'nav.products' },
  { path: 'orders', label: 'nav.orders' },
];

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="admin" element={<AdminLayout sections={SECTIONS} />}>
            <Route path="products" element={<p>products page</p>} />
            <Route path="orders" element={<p>orders page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
  return { nav, menu: nav.querySelector('details')!, summary: nav.querySelector('summary')! };
}

beforeAll(() => loadNamespaces('admin'));
afterEach(cleanup);

describe('AdminLayout', () => {
  it('is a closed "Menu" naming the open section, and a chosen section closes it', () => {
    const { menu, summary } = renderAt('/admin/products');
    expect(summary.textContent).toContain('Menu');
    expect(summary.textContent).toContain('Manage Products');
    expect(menu.open).toBe(false);

    menu.open = true;
    fireEvent.click(screen.getByRole('link', { name: 'Manage Orders' }));
    expect(screen.getByText('orders page')).toBeTruthy();
    expect(menu.open).toBe(false);
    expect(summary.textContent).toContain('Manage Orders');
    expect(screen.getByRole('link', { name: 'Manage Orders' }).getAttribute('aria-current')).toBe('page');
  });
});
