import { Navigate, Route, Routes } from '#client/lib/router.tsx';
import { OrderDetail } from '#client/features/admin-orders/components/order-detail.tsx';
import { OrdersList } from '#client/features/admin-orders/components/orders-list.tsx';

/** /admin/orders: the list; /admin/orders/:id: one order and its status. */
export default function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderDetail />} />
      <Route path="*" element={<Navigate to="/admin/orders" replace />} />
    </Routes>
  );
}
