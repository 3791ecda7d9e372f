import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '#client/lib/router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#client/i18n/index.ts';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  afterEach(cleanup);

  it('with hrefFor, steps are links to the pages (they work without JavaScript); a step past the end is a disabled button', () => {
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <Pagination page={1} pageCount={3} onChange={onChange} hrefFor={(p) => `/products?sort=price-low&page=${p}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/products?sort=price-low&page=2');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('without hrefFor (the admin lists), steps are buttons', () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
