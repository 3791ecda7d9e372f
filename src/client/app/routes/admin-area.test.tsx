import { QueryClient, QueryClientProvider } from '#client/lib/query.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import { sessionKey } from '#client/lib/session.ts';
import { ROLE_PERMISSIONS, type StaffRole } from '#shared/staff-roles';
import type { SessionUser } from '#shared/schemas/auth';
import { AdminArea } from './admin-area.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAs(role: StaffRole, path: string) {
  const client = new QueryClient();
  const user: SessionUser = { id: 'u-1', name: 'Staff', email: 'staff@example.in', mobile: null, type: 'admin', language: null, customerGroup: 'retail', staffRole: role, permissions: [...ROLE_PERMISSIONS[role]] };
  client.setQueryData(sessionKey, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="admin/*" element={<AdminArea />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => loadNamespaces('admin', 'admin-roles'));
afterEach(cleanup);

// docs/product-rules.md 49: each role sees only its sections, and is told plainly when it opens another.
describe('the admin area for a staff role', () => {
  it('lists only the sections a dispatcher may use', () => {
    renderAs('dispatcher', '/admin/users');
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    const links = [...nav.querySelectorAll('ul a')].map((a) => a.textContent);
    // Godowns are the catalogue's (docs/product-rules.md 59): whoever reads it sees them.
    expect(links).toEqual(['Manage Products', 'Stock locations', 'Manage Orders', 'Packing']);
  });

  it('shows "Not allowed" with the role for a section the role may not open', async () => {
    renderAs('dispatcher', '/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not allowed');
    expect(alert.textContent).toContain('Your role (Dispatcher (packing and shipping)) does not include this section.');
  });

  it('opens on the first section the role may use when the dashboard is not one', () => {
    renderAs('agronomist', '/admin/dashboard');
    expect(screen.getByTestId('where').textContent).toBe('/admin/products');
  });

  it('lists E-invoices for a manager, who may not open Tax & Business\'s tax settings', () => {
    renderAs('manager', '/admin/einvoices');
    const links = [...screen.getByRole('navigation', { name: 'Admin navigation' }).querySelectorAll('ul a')].map((a) => a.textContent);
    expect(links).toContain('E-invoices');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a field agent\'s area on his farmers, with his sections only (docs/product-rules.md 55)', () => {
    renderAs('field_agent', '/admin');
    expect(screen.getByTestId('where').textContent).toBe('/admin/my-farmers');
    const links = [...screen.getByRole('navigation', { name: 'Admin navigation' }).querySelectorAll('ul a')].map((a) => a.textContent);
    expect(links).toEqual(['My farmers', 'Manage Products', 'Stock locations', 'Order for a farmer']);
  });

  it('lists ONDC for the owner, who keeps the site settings, not for the accountant (docs/product-rules.md 62)', async () => {
    renderAs('owner', '/admin/dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin navigation' }).querySelector('a[href="/admin/ondc"]')?.textContent).toBe('ONDC');
    cleanup();
    renderAs('accountant', '/admin/ondc');
    expect(screen.queryByRole('link', { name: 'ONDC' })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed');
  });

  it('lists Commissions for the accountant, not for a dispatcher', () => {
    renderAs('accountant', '/admin/dashboard');
    const links = [...screen.getByRole('navigation', { name: 'Admin navigation' }).querySelectorAll('ul a')].map((a) => a.textContent);
    expect(links).toContain('Commissions');
    expect(links).not.toContain('My farmers');
    // The courier's COD remittances are whoever records payments' (docs/product-rules.md 60).
    expect(links).toContain('COD remittances');
    cleanup();
    renderAs('dispatcher', '/admin/orders');
    expect(screen.queryByRole('link', { name: 'COD remittances' })).toBeNull();
  });

  it('opens a call-centre agent\'s area on the call-back desk (docs/product-rules.md 51)', () => {
    renderAs('call_centre', '/admin');
    expect(screen.getByTestId('where').textContent).toBe('/admin/call-backs');
  });

  it('shows the grievance desk to support and not to a dispatcher (docs/product-rules.md 54)', () => {
    renderAs('support', '/admin/reviews');
    expect(screen.getByRole('link', { name: 'Grievances' })).toBeTruthy();
    cleanup();
    renderAs('dispatcher', '/admin/orders');
    expect(screen.queryByRole('link', { name: 'Grievances' })).toBeNull();
  });

  it('lists every section for the owner', () => {
    renderAs('owner', '/admin/payment-settings/nothing');
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(nav.querySelectorAll('ul a').length).toBe(27);
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grievances' })).toBeTruthy();
  });

  it('keeps the audit log to the owner (docs/product-rules.md 50): a manager has no link and is told "Not allowed"', async () => {
    renderAs('manager', '/admin/audit-log');
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed');
  });
});
