import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';

// jsdom lays nothing out: record what the hook asks the browser to do.
const scrollIntoView = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  scrollIntoView.mockClear();
  reducedMotion = false;
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

/** A form that closes on save (the vendor's Add Product) or stays (a settings form), and the notice above it. */
function Page({ closes }: { closes: boolean }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(true);
  const save = (kind: Notice['kind']) => {
    setNotice({ kind, text: kind === 'ok' ? 'Neem Oil was added.' : 'The price is missing.' });
    if (closes) setOpen(false);
  };
  return (
    <>
      <NoticeBanner notice={notice} />
      {open && (
        <>
          <button type="button" onClick={() => save('ok')}>Save</button>
          <button type="button" onClick={() => save('error')}>Save badly</button>
        </>
      )}
    </>
  );
}

describe('useReveal (NoticeBanner)', () => {
  it('brings a new message into view and gives it the focus the closed form left', () => {
    render(<Page closes />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    const message = screen.getByText('Neem Oil was added.');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    expect(document.activeElement).toBe(message);
    // Inside the always-present status region, so it is announced too.
    expect(screen.getByRole('status').textContent).toBe('Neem Oil was added.');
  });

  it('leaves the focus on a control that is still there, and scrolls at once for reduced motion', () => {
    reducedMotion = true;
    render(<Page closes={false} />);
    const save = screen.getByRole('button', { name: 'Save badly' });
    save.focus();
    fireEvent.click(save);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('The price is missing.');
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
    expect(document.activeElement).toBe(save);
  });

  it('does nothing while there is no message', () => {
    render(<NoticeBanner notice={null} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
