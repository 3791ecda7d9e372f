import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, matchRoutes, MemoryRouter, NavLink, Outlet, Route, Routes, useLocation, useParams, useRoutes, useSearchParams, type RouteObject } from './router.tsx';

const Here = () => {
  const location = useLocation();
  return <p data-testid="here">{location.pathname + location.search}</p>;
};
const Param = () => <p data-testid="param">{useParams().id}</p>;

const routes: RouteObject[] = [
  { path: 'admin/login', element: <p>admin login</p> },
  { path: 'admin/*', element: <AdminArea /> },
  {
    element: (
      <div>
        layout <Outlet />
      </div>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'product/:id', element: <Param /> },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

function AdminArea() {
  return (
    <Routes>
      <Route index element={<p>dashboard</p>} />
      <Route path="products/*" element={<AdminProducts />} />
    </Routes>
  );
}
function AdminProducts() {
  return (
    <>
      <Link to="new">Add Product</Link>
      <Routes>
        <Route index element={<p>product list</p>} />
        <Route path="new" element={<p>new product</p>} />
        <Route path=":id/edit" element={<Param />} />
      </Routes>
    </>
  );
}
function App() {
  return (
    <>
      {useRoutes(routes)}
      <Here />
    </>
  );
}

describe('router', () => {
  afterEach(cleanup);

  it('matches static, ":id", index, splat and pathless layout routes in order, ignoring case', () => {
    const ids = (path: string) => matchRoutes(routes, path)?.map((m) => m.route.path ?? (m.route.index ? 'index' : 'layout'));
    expect(ids('/')).toEqual(['layout', 'index']);
    expect(ids('/admin/login')).toEqual(['admin/login']);
    expect(ids('/Admin/Orders/5')).toEqual(['admin/*']);
    expect(matchRoutes(routes, '/admin/orders/5')?.[0]).toMatchObject({ params: { '*': 'orders/5' }, pathnameBase: '/admin' });
    expect(matchRoutes(routes, '/product/a%20b')?.at(-1)?.params).toEqual({ id: 'a b' });
    expect(ids('/product/1/extra')).toEqual(['layout', '*']);
  });

  it('renders nested <Routes> below their route, and resolves a relative link there', () => {
    render(
      <MemoryRouter initialEntries={['/admin/products']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('product list')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add Product' }));
    expect(screen.getByTestId('here').textContent).toBe('/admin/products/new');
    expect(screen.getByText('new product')).toBeTruthy();
  });

  it('gives NavLink aria-current on its page and below it, the home link only at home', () => {
    render(
      <MemoryRouter initialEntries={['/admin/products/7/edit']}>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/admin/products" className={({ isActive }) => (isActive ? 'on' : 'off')}>Products</NavLink>
        <NavLink to="/admin/products" end>Exact</NavLink>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Products' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Exact' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('param').textContent).toBe('7');
  });

  it('sets search parameters on the current path; a modified click is left to the browser', () => {
    function Search() {
      const [params, set] = useSearchParams();
      return <button type="button" onClick={() => set({ page: 2, q: 'gehun beej' })}>{params.get('q') ?? 'none'}</button>;
    }
    render(
      <MemoryRouter initialEntries={['/products?q=wheat']}>
        <Search />
        <Link to="/cart">Cart</Link>
        <Here />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'wheat' }));
    expect(screen.getByTestId('here').textContent).toBe('/products?page=2&q=gehun+beej');
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { ctrlKey: true });
    expect(screen.getByTestId('here').textContent).toBe('/products?page=2&q=gehun+beej');
  });
});
