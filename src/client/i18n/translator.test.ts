import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

describe('Translator', () => {
  const make = () => {
    const t = new Translator('hi', 'en');
    t.addResourceBundle('en', 'cart', {
      title: 'Shopping Cart',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      each: '{{price}} each',
      stock: 'Only {{count}} in stock',
      faq: [{ q: 'Q1' }],
      nested: { deep: { text: 'Deep {{ name }}' } },
    });
    t.addResourceBundle('hi', 'cart', { title: 'शॉपिंग कार्ट', items_one: '{{count}} वस्तु', items_other: '{{count}} वस्तुएँ' });
    return t;
  };

  it('finds nested keys, fills placeholders and chooses the plural form of the language', () => {
    const t = make().getFixedT('cart');
    expect(t('title')).toBe('शॉपिंग कार्ट');
    expect(t('items', { count: 1 })).toBe('1 वस्तु');
    expect(t('items', { count: 3 })).toBe('3 वस्तुएँ');
    // A key without plural forms is used as it is.
    expect(t('stock', { count: 2 })).toBe('Only 2 in stock');
    expect(t('nested.deep.text', { name: 'बीज' })).toBe('Deep बीज');
  });

  it('falls back to English, then to the key; a missing placeholder stays visible', () => {
    const t = make().getFixedT('cart');
    expect(t('each', { price: '₹1,200' })).toBe('₹1,200 each');
    expect(t('each')).toBe('{{price}} each');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('nested')).toBe('nested');
    expect(t('faq', { returnObjects: true })).toEqual([{ q: 'Q1' }]);
  });

  it('merges texts added later, keeps earlier ones unless told to overwrite, and tells listeners', () => {
    const tr = make();
    let calls = 0;
    const stop = tr.subscribe(() => (calls += 1));
    tr.addResourceBundle('en', 'cart', { title: 'Cart', nested: { deep: { other: 'x' } } }, false);
    const t = tr.getFixedT('cart');
    tr.changeLanguage('en');
    expect(t('title')).toBe('Shopping Cart');
    expect(t('nested.deep.other')).toBe('x');
    tr.addResourceBundle('en', 'cart', { title: 'Cart' });
    expect(t('title')).toBe('Cart');
    expect(calls).toBe(3);
    stop();
    tr.changeLanguage('mr');
    expect(calls).toBe(3);
  });
});
