import { Navigate, Route, Routes } from '#client/lib/router.tsx';
import { AddUserPage, EditUserPage } from '#client/features/admin-users/components/user-form.tsx';
import { UsersList } from '#client/features/admin-users/components/users-list.tsx';
import { useMay } from '#client/lib/staff-access.ts';

/** Manage Users: the list at /admin/users, the forms at /admin/users/new and /admin/users/:id/edit. */
export default function UsersPage() {
  // The forms are users.manage's (docs/product-rules.md 49): a role that only looks accounts up gets the list.
  const mayManage = useMay()('users.manage');
  const list = <Navigate to="/admin/users" replace />;
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="new" element={mayManage ? <AddUserPage /> : list} />
      <Route path=":id/edit" element={mayManage ? <EditUserPage /> : list} />
      <Route path="*" element={<Navigate to="/admin/users" replace />} />
    </Routes>
  );
}
