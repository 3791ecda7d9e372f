import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

// docs/decisions/0028: uploaded photos come 400 and 800 wide, so a small screen can take the small one.
const PHOTO = '/media/products/0123456789abcdef0123456789abcdef-800.webp';

describe('the product image', () => {
  afterEach(cleanup);

  it('offers both widths of an uploaded photo, with the sizes it shows at', () => {
    render(<ProductImage src={PHOTO} alt="Khurpi" />);
    const img = screen.getByRole('img', { name: 'Khurpi' });
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect(img.getAttribute('srcset')).toBe('/media/products/0123456789abcdef0123456789abcdef-400.webp 400w,/media/products/0123456789abcdef0123456789abcdef-800.webp 800w');
    expect(img.getAttribute('sizes')).toBe('(min-width:640px) 400px,100vw');
    render(<ProductImage src={PHOTO} alt="Thumb" sizes="120px" />);
    expect(screen.getByRole('img', { name: 'Thumb' }).getAttribute('sizes')).toBe('120px');
  });

  it('shows seeded pictures and other addresses as they are', () => {
    for (const src of ['/images/products/wheat-seeds.svg', 'https://cdn.example.in/neem.webp', '/media/products/not-a-photo-800.webp']) {
      render(<ProductImage src={src} alt="Product" />);
      const img = screen.getByRole('img', { name: 'Product' });
      expect(img.getAttribute('src')).toBe(src);
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
      cleanup();
    }
  });
});
