import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { AdminAuditEntry } from '#shared/schemas/audit-log';
import { json, LAZY, staffPageTests } from '#client/test-helpers.tsx';
import { AuditLogList } from './audit-log-list.tsx';

const CHANGED: AdminAuditEntry = {
  id: 2,
  at: '2026-11-30T05:00:00.000Z',
  actor: { id: 'u-m', label: 'manoj@hariyali.example', role: 'manager' },
  ip: '203.0.113.9',
  route: 'PUT /api/admin/site-settings',
  outcome: 'done',
  action: 'site_settings.update',
  entity: 'site_settings',
  entityId: null,
  changes: [
    { field: 'phone', from: null, to: '+919822012345' },
    { field: 'key_secret', from: '[masked]', to: '[masked]' },
  ],
  reason: null,
};
const REFUSED: AdminAuditEntry = {
  ...CHANGED,
  id: 1,
  actor: { id: 'u-d', label: 'pawan@hariyali.example', role: 'dispatcher' },
  route: 'DELETE /api/admin/audit-log/:id',
  outcome: 'refused',
  action: 'audit_append_only',
  changes: [],
  reason: 'The audit log is kept as written: an entry cannot be changed or deleted.',
};

function serve(): URL[] {
  const asked: URL[] = [];
  setApiTransport(async (url) => {
    const u = new URL(String(url), 'http://shop');
    asked.push(u);
    const items = u.searchParams.get('outcome') === 'refused' ? [REFUSED] : [CHANGED, REFUSED];
    return json({ items, total: items.length, page: 1, pageSize: 25 });
  });
  return asked;
}

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/audit-log']}>
        <AuditLogList />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// docs/product-rules.md 50: the owner reads who did what, before and after, secrets hidden.
describe('the audit log page', () => {
  staffPageTests('admin-audit');

  it('shows each entry: what, who in which role, from where, and each field before and after, a secret hidden', async () => {
    await loadNamespaces('admin-roles');
    serve();
    renderList();
    const changed = (await screen.findByRole('heading', { name: 'Site settings changed' }, LAZY)).closest('article')!;
    expect(within(changed).getByText('manoj@hariyali.example (Manager)')).toBeTruthy();
    expect(within(changed).getByText('203.0.113.9')).toBeTruthy();
    const table = within(changed).getByRole('table', { name: 'What changed: Site settings changed' });
    const phone = within(table).getByRole('rowheader', { name: 'phone' }).closest('tr')!;
    expect(within(phone).getByText('empty')).toBeTruthy();
    expect(within(phone).getByText('+919822012345')).toBeTruthy();
    const secret = within(table).getByRole('rowheader', { name: 'key_secret' }).closest('tr')!;
    expect(within(secret).getAllByText('hidden (secret)')).toHaveLength(2);

    const refused = screen.getByRole('heading', { name: 'Request refused' }).closest('article')!;
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('(audit_append_only)')).toBeTruthy();
    expect(within(refused).getByText(/The audit log is kept as written/)).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('searches by words, outcome and days, and refuses a range that ends before it starts', async () => {
    const asked = serve();
    renderList();
    await screen.findByText('2 entries', {}, LAZY);
    fireEvent.change(screen.getByLabelText('Search', { selector: 'input' }), { target: { value: ' pawan ' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'refused' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be before the start date.');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 entry');
    await waitFor(() => {
      const last = asked.at(-1)!.searchParams;
      expect(Object.fromEntries(last)).toMatchObject({ q: 'pawan', outcome: 'refused', from: '2026-11-30', to: '2026-11-30', pageSize: '25' });
    });
  });
});
