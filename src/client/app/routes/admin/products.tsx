import { useState } from 'react';
import { Navigate, Route, Routes } from '#client/lib/router.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EditProduct, NewProduct } from '#client/features/admin-products/components/product-editor.tsx';
import { ProductsList } from '#client/features/admin-products/components/products-list.tsx';

/**
 * Manage Products: the list, and the add and edit forms as sub-pages. The notice lives here so
 * that "Neem Oil was added." is still shown when the form hands back to the list.
 */
export default function ProductsPage() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <NoticeBanner notice={notice} />
      <Routes>
        <Route index element={<ProductsList onNotice={setNotice} />} />
        <Route path="new" element={<NewProduct onNotice={setNotice} />} />
        <Route path=":id/edit" element={<EditProduct onNotice={setNotice} />} />
        <Route path="*" element={<Navigate to="/admin/products" replace />} />
      </Routes>
    </>
  );
}
