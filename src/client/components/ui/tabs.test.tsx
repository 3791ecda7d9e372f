import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = ['overview', 'products', 'orders'] as const;

function Dashboard() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('overview');
  return (
    <Tabs label="Vendor Dashboard" tabs={TABS} current={tab} onSelect={setTab} labelOf={(key) => key.toUpperCase()}>
      <p>{`${tab} panel`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('is one Tab stop, and the arrow keys, Home and End open and focus the next tab', () => {
    render(<Dashboard />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect([tab('OVERVIEW'), tab('PRODUCTS'), tab('ORDERS')].map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.keyDown(tab('OVERVIEW'), { key: 'ArrowRight' });
    expect(tab('PRODUCTS')).toHaveProperty('ariaSelected', 'true');
    expect(document.activeElement).toBe(tab('PRODUCTS'));
    expect(screen.getByRole('tabpanel').textContent).toBe('products panel');

    fireEvent.keyDown(tab('PRODUCTS'), { key: 'End' });
    expect(document.activeElement).toBe(tab('ORDERS'));
    fireEvent.keyDown(tab('ORDERS'), { key: 'ArrowRight' }); // wraps round
    expect(document.activeElement).toBe(tab('OVERVIEW'));
    fireEvent.keyDown(tab('OVERVIEW'), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('orders panel');
    expect([tab('OVERVIEW'), tab('PRODUCTS'), tab('ORDERS')].map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});
