import { Navigate, Route, Routes } from '#client/lib/router.tsx';
import { AddUserPage, EditUserPage } from '#client/features/admin-users/components/user-form.tsx';
import { UsersList } from '#client/features/admin-users/components/users-list.tsx';

/** Manage Users: the list at /admin/users, the forms at /admin/users/new and /admin/users/:id/edit. */
export default function UsersPage() {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="new" element={<AddUserPage />} />
      <Route path=":id/edit" element={<EditUserPage />} />
      <Route path="*" element={<Navigate to="/admin/users" replace />} />
    </Routes>
  );
}
