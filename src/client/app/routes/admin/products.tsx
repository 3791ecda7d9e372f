import { useState } from 'react';
import { Navigate, Route, Routes } from '#client/lib/router.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EditProduct, NewProduct } from '#client/features/admin-products/components/product-editor.tsx';
import { ProductsList } from '#client/features/admin-products/components/products-list.tsx';
import { useMay } from '#client/lib/staff-access.ts';

/**
 * Manage Products: the list, and the add and edit forms as sub-pages. The notice lives here so
 * that "Neem Oil was added." is still shown when the form hands back to the list.
 */
export default function ProductsPage() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const mayAdd = useMay()('catalog.write');
  return (
    <>
      <NoticeBanner notice={notice} />
      <Routes>
        <Route index element={<ProductsList onNotice={setNotice} />} />
        {/* Adding is catalog.write's (docs/product-rules.md 49): another role's /new is the list. */}
        <Route path="new" element={mayAdd ? <NewProduct onNotice={setNotice} /> : <Navigate to="/admin/products" replace />} />
        <Route path=":id/edit" element={<EditProduct onNotice={setNotice} />} />
        <Route path="*" element={<Navigate to="/admin/products" replace />} />
      </Routes>
    </>
  );
}
