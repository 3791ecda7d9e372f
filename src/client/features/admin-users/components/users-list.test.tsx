import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import type { AdminUser } from '#shared/schemas/admin-users';
import { json, LAZY, renderAsRole, staffPageTests, type SentRequest } from '#client/test-helpers.tsx';
import { UsersList } from './users-list.tsx';

const account = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u-x', name: 'Someone', email: 'someone@example.in', mobile: null, type: 'user', staffRole: null, joinedAt: '2026-11-01T10:00:00.000Z', active: true, customerGroup: 'retail', orderCount: 0, ...over,
});
const ME = account({ id: 'u-me', name: 'Meera Owner', type: 'admin', staffRole: 'owner' });
const PACKER = account({ id: 'u-packer', name: 'Pawan Packer', type: 'admin', staffRole: 'dispatcher' });
const MANAGER = account({ id: 'u-manager', name: 'Manoj Manager', type: 'admin', staffRole: 'manager' });

function serve(): SentRequest[] {
  const sent: SentRequest[] = [];
  setApiTransport(async (url, init) => {
    const { pathname: path } = new URL(String(url), 'http://shop');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const body = JSON.parse(String(init?.body));
      sent.push({ method, path, body });
      return json({ ...MANAGER, ...body });
    }
    if (path === '/api/admin/group-requests') return json({ items: [] });
    return json({ items: [ME, PACKER, MANAGER], total: 3, page: 1, pageSize: 20 });
  });
  return sent;
}

// docs/product-rules.md 49: the owner sets staff roles in Manage Users; the others read them.
describe('Manage Users: staff roles', () => {
  staffPageTests('admin-users');

  it('lets the owner change another staff account\'s role, confirming first when it takes something away', async () => {
    await loadNamespaces('admin-roles');
    const sent = serve();
    renderAsRole('owner', <UsersList />, '/admin/users');
    const select = await screen.findByRole('combobox', { name: 'Staff role of Manoj Manager' }, LAZY);
    // His own role is shown, not offered.
    expect(screen.queryByRole('combobox', { name: 'Staff role of Meera Owner' })).toBeNull();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.change(select, { target: { value: 'support' } });
    expect(confirm).toHaveBeenCalledWith('Give Manoj Manager the role Customer support? They will lose some of what they can do now, from their next click.');
    expect(sent).toEqual([]);
    expect((select as HTMLSelectElement).value).toBe('manager');
    fireEvent.change(select, { target: { value: 'support' } });
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/users/u-manager/staff-role', body: { staffRole: 'support' } }]));
    // Making a dispatcher an owner takes nothing away: no question.
    confirm.mockClear();
    fireEvent.change(screen.getByRole('combobox', { name: 'Staff role of Pawan Packer' }), { target: { value: 'owner' } });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows a manager the roles without letting him change staff accounts', async () => {
    await loadNamespaces('admin-roles');
    serve();
    renderAsRole('manager', <UsersList />, '/admin/users');
    const row = (await screen.findByText('Pawan Packer', {}, LAZY)).closest('tr')!;
    expect(within(row).getByText('Dispatcher (packing and shipping)')).toBeTruthy();
    expect(screen.queryAllByRole('combobox', { name: /^Staff role of/ })).toEqual([]);
    expect(within(row).queryByRole('link', { name: 'Edit Pawan Packer' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Deactivate Pawan Packer' })).toBeNull();
  });
});
