import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from '#client/lib/router.tsx';
import { AdminUserListQuery, type AdminUser } from '#shared/schemas/admin-users';
import { USER_TYPES } from '#shared/schemas/auth';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useSession } from '#client/lib/session.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useListQuery } from '#client/lib/use-list-query.ts';
import { useReveal } from '#client/lib/use-reveal.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import type { UsersListReturn } from './user-form.tsx';
import type { UsersQuery } from '#client/features/admin-users/api/keys.ts';
import { USERS_PAGE_SIZE, useAdminUsers } from '#client/features/admin-users/api/list-users.ts';
import { useDeleteUser } from '#client/features/admin-users/api/delete-user.ts';
import { useSetUserActive } from '#client/features/admin-users/api/set-user-active.ts';
import { useSetCustomerGroup } from '#client/features/admin-users/api/set-customer-group.ts';
import { useSetStaffRole } from '#client/features/admin-users/api/set-staff-role.ts';
import { CUSTOMER_GROUPS, type CustomerGroup } from '#shared/price-lists';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '#shared/staff-roles';
import { useMay } from '#client/lib/staff-access.ts';
import { GroupRequests } from './group-requests.tsx';

/** Search, type filter and page live in the address, so Back and a reload keep the admin's place. */
const UsersListQuery = AdminUserListQuery.omit({ pageSize: true });

function Filters({ params, onChange }: { params: UsersQuery; onChange: (changes: Partial<UsersQuery>) => void }) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const [q, setQ] = useState(params.q ?? '');
  useEffect(() => setQ(params.q ?? ''), [params.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={`${id}-q`} className={labelStyles}>{t('filters.search')}</label>
        <input id={`${id}-q`} type="search" className={inputStyles} value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </div>
      <button type="submit" className={buttonStyles.secondary}>{t('filters.searchButton')}</button>
      <div className="sm:w-52">
        <label htmlFor={`${id}-type`} className={labelStyles}>{t('filters.type')}</label>
        <select id={`${id}-type`} className={inputStyles} value={params.type ?? ''} onChange={(e) => onChange({ type: USER_TYPES.find((type) => type === e.target.value), q: q.trim() })}>
          <option value="">{t('filters.allTypes')}</option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>{t(`types.${type}`)}</option>
          ))}
        </select>
      </div>
    </form>
  );
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

function useUserActions(setNotice: (notice: Notice) => void) {
  const { t } = useTranslation('admin-users');
  const errorMessage = useErrorMessage();
  const remove = useDeleteUser();
  const setActive = useSetUserActive();
  const setGroup = useSetCustomerGroup();
  const setRole = useSetStaffRole();
  const { t: admin } = useTranslation('admin-roles');
  const busyId = remove.isPending ? remove.variables : setActive.isPending ? setActive.variables?.id : setGroup.isPending ? setGroup.variables?.id : setRole.isPending ? setRole.variables?.id : undefined;
  const failed = (err: unknown) => setNotice({ kind: 'error', text: t('actionFailed', { message: errorMessage(err) }) });

  const onDelete = (user: AdminUser) => {
    if (!window.confirm(t('confirm.delete'))) return;
    setNotice(null);
    remove.mutate(user.id, {
      onSuccess: ({ outcome }) => setNotice({ kind: 'ok', text: t(outcome === 'deleted' ? 'notices.deleted' : 'notices.deactivatedInstead') }),
      onError: failed,
    });
  };
  const onSetActive = (user: AdminUser, active: boolean) => {
    if (!active && !window.confirm(t('confirm.deactivate'))) return;
    setNotice(null);
    setActive.mutate(
      { id: user.id, active },
      { onSuccess: () => setNotice({ kind: 'ok', text: t(active ? 'notices.activated' : 'notices.deactivated') }), onError: failed },
    );
  };
  // A customer's price list (docs/product-rules.md 46): its cart, checkout and orders are priced at it from then on.
  const onSetGroup = (user: AdminUser, group: CustomerGroup) => {
    setNotice(null);
    setGroup.mutate({ id: user.id, group }, { onSuccess: () => setNotice({ kind: 'ok', text: t('notices.groupSet', { name: user.name, group: t(`groups.${group}`) }) }), onError: failed });
  };
  // A staff account's role (docs/product-rules.md 49): confirmed first when it takes anything away.
  const onSetRole = (user: AdminUser, staffRole: StaffRole) => {
    const role = admin(`roles.${staffRole}`);
    const before = user.staffRole ? ROLE_PERMISSIONS[user.staffRole] : [];
    const loses = before.some((p) => !ROLE_PERMISSIONS[staffRole].includes(p));
    if (loses && !window.confirm(t('confirm.demote', { name: user.name, role }))) return false;
    setNotice(null);
    setRole.mutate({ id: user.id, staffRole }, { onSuccess: () => setNotice({ kind: 'ok', text: t('notices.roleSet', { name: user.name, role }) }), onError: failed });
    return true;
  };
  return { busyId, onDelete, onSetActive, onSetGroup, onSetRole };
}

const smallButton = 'inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const USER_COLUMNS = ['name', 'email', 'type', 'role', 'group', 'joined', 'status', 'orders', 'actions'] as const;

/** A staff account's role: the owner chooses it for anyone but himself; everyone else reads it. */
function RoleCell({ user, isSelf, busy, actions }: { user: AdminUser; isSelf: boolean; busy: boolean; actions: ReturnType<typeof useUserActions> }) {
  const { t } = useTranslation('admin-users');
  const { t: admin } = useTranslation('admin-roles');
  const may = useMay();
  if (!user.staffRole) return <span className="text-stone-600">{t('roles.none')}</span>;
  if (isSelf || !may('staff.roles')) return <span className="whitespace-nowrap">{admin(`roles.${user.staffRole}`)}</span>;
  return (
    <select
      aria-label={t('actions.roleOf', { name: user.name })}
      className={`${inputStyles} min-w-36 py-1`}
      value={user.staffRole}
      disabled={busy}
      onChange={(e) => {
        // A cancelled confirmation puts the select back on the role the account has.
        if (!actions.onSetRole(user, e.target.value as StaffRole)) e.target.value = user.staffRole!;
      }}
    >
      {STAFF_ROLES.map((role) => <option key={role} value={role}>{admin(`roles.${role}`)}</option>)}
    </select>
  );
}

function UserRow({ user, isSelf, busy, actions, from }: { user: AdminUser; isSelf: boolean; busy: boolean; actions: ReturnType<typeof useUserActions>; from: string }) {
  const { t } = useTranslation('admin-users');
  const may = useMay();
  // Customers and vendors are the manager's too; staff accounts are the owner's (docs/product-rules.md 49).
  const mayChange = may(user.type === 'admin' ? 'staff.roles' : 'users.manage');
  const joined = useDateFormat().date(user.joinedAt);
  const label = (key: (typeof USER_COLUMNS)[number]) => t(`table.${key}`);
  const returnState: UsersListReturn = { from };
  return (
    <tr className={tableStyles.row}>
      <td className={`${tableStyles.td} font-medium`}>
        {user.name}
        {isSelf && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">{t('table.you')}</span>}
      </td>
      {/* Up to 16rem, breaking only an address longer than that, so the actions stay in view. */}
      <td className={`${tableStyles.td} min-w-48 max-w-64 [overflow-wrap:anywhere]`} data-label={label('email')}>{user.email ?? user.mobile}</td>
      <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('type')}>{t(`types.${user.type}`)}</td>
      <td className={tableStyles.td} data-label={label('role')}><RoleCell user={user} isSelf={isSelf} busy={busy} actions={actions} /></td>
      <td className={tableStyles.td} data-label={label('group')}>
        {user.type === 'user' && mayChange ? (
          <select
            aria-label={t('actions.groupOf', { name: user.name })}
            className={`${inputStyles} min-w-32 py-1`}
            value={user.customerGroup}
            disabled={busy}
            onChange={(e) => actions.onSetGroup(user, e.target.value as CustomerGroup)}
          >
            {CUSTOMER_GROUPS.map((g) => <option key={g} value={g}>{t(`groups.${g}`)}</option>)}
          </select>
        ) : user.type === 'user' ? (
          t(`groups.${user.customerGroup}`)
        ) : (
          <span className="text-stone-600">{t('groups.none')}</span>
        )}
      </td>
      <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('joined')}><time dateTime={user.joinedAt}>{joined}</time></td>
      <td className={tableStyles.td} data-label={label('status')}>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.active ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}>
          {t(user.active ? 'table.active' : 'table.deactivated')}
        </span>
      </td>
      <td className={`${tableStyles.td} text-right`} data-label={label('orders')}>{user.orderCount}</td>
      <td className={tableStyles.td}>
        <div className="flex flex-wrap gap-1">
          {/* One's own name and email too, with users.manage (the route's permission). */}
          {(mayChange || (isSelf && may('users.manage'))) && <Link to={`${user.id}/edit`} state={returnState} aria-label={t('actions.editUser', { name: user.name })} className={`${smallButton} text-brand-800 hover:bg-brand-50`}>
            {t('actions.edit')}
          </Link>}
          {!isSelf && mayChange && (
            <>
              <button
                type="button"
                disabled={busy}
                aria-label={t(user.active ? 'actions.deactivateUser' : 'actions.activateUser', { name: user.name })}
                className={`${smallButton} text-stone-800 hover:bg-stone-100`}
                onClick={() => actions.onSetActive(user, !user.active)}
              >
                {t(user.active ? 'actions.deactivate' : 'actions.activate')}
              </button>
              {/* A deactivated account with orders is as deleted as it can get. */}
              {(user.active || user.orderCount === 0) && (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t('actions.deleteUser', { name: user.name })}
                  className={`${smallButton} text-red-800 hover:bg-red-50`}
                  onClick={() => actions.onDelete(user)}
                >
                  {t('actions.delete')}
                </button>
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/** /admin/users: every account, newest first, with search, a type filter and server-side pages. */
export function UsersList() {
  const { t } = useTranslation('admin-users');
  const location = useLocation();
  const [params, setParams] = useListQuery(UsersListQuery);
  const users = useAdminUsers(params);
  const selfId = useSession().data?.id;
  const may = useMay();
  const [notice, setNotice] = useState<Notice>(() => {
    const text = (location.state as { notice?: string } | null)?.notice;
    return text ? { kind: 'ok', text } : null;
  });
  const actions = useUserActions(setNotice);
  const noticeRef = useReveal<HTMLParagraphElement>(notice);
  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;

  const pastTheEnd = !!data && data.items.length === 0 && params.page > pageCount;

  // After deleting the last row of the last page, show the page before it.
  useEffect(() => {
    if (pastTheEnd) setParams({ page: pageCount });
  }, [pastTheEnd, pageCount]);

  const from = location.search;
  return (
    <>
      <SectionHeader title={t('title')}>
        {may('users.manage') && <Link to="new" state={{ from } satisfies UsersListReturn} className={buttonStyles.primary}>{t('addUser')}</Link>}
      </SectionHeader>
      {may('users.manage') && <GroupRequests onNotice={setNotice} />}
      <Filters params={params} onChange={setParams} />
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role={notice.kind === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-lg p-3 ${notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'}`}>
          {notice.text}
        </p>
      )}
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-700" aria-live="polite">
            {t('showing', { from: (data!.page - 1) * data!.pageSize + 1, to: (data!.page - 1) * data!.pageSize + data!.items.length, count: data!.total })}
          </p>
          {/* width 0 + min-width 100%: the table scrolls inside its box instead of widening the page (the layout's main is a flex item). */}
          <DataTable columns={USER_COLUMNS} label={(column) => t(`table.${column}`)} caption={t('table.caption')} numeric={['orders'] as const} className="w-0 min-w-full">
            {data!.items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === selfId} busy={actions.busyId === user.id} actions={actions} from={from} />
            ))}
          </DataTable>
          <Pagination page={params.page} pageCount={pageCount} onChange={(page) => setParams({ page })} />
        </>
      )}
    </>
  );
}
