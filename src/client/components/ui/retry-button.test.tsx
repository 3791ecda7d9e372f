import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notice } from './notice-banner.tsx';
import { RetryButton } from './retry-button.tsx';

// "Send again" on the e-mail outbox and the e-invoice list: one button for both.

function stand({ isPending = false, variables }: { isPending?: boolean; variables?: string } = {}) {
  const calls: { id: string; callbacks: { onSuccess: () => void; onError: (error: Error) => void } }[] = [];
  return { calls, retry: { isPending, variables, mutate: (id: string, callbacks: (typeof calls)[number]['callbacks']) => void calls.push({ id, callbacks }) } };
}

describe('RetryButton', () => {
  afterEach(cleanup);

  it('clears the notice, sends its row again, then says it is done or why not', () => {
    const { calls, retry } = stand();
    const notices: (Notice | null)[] = [];
    render(<RetryButton retry={retry} id="m-1" label="Send again: Your order to ramesh@example.in" done="The message is queued again." onNotice={(n) => notices.push(n)}>Send again</RetryButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Send again: Your order to ramesh@example.in' }));
    expect(calls.map((c) => c.id)).toEqual(['m-1']);
    expect(notices).toEqual([null]);
    calls[0]!.callbacks.onSuccess();
    calls[0]!.callbacks.onError(new Error('network'));
    expect(notices).toEqual([null, { kind: 'ok', text: 'The message is queued again.' }, { kind: 'error', text: 'Something went wrong. Please try again.' }]);
  });

  it('is busy only while its own row is sent again', () => {
    render(
      <>
        <RetryButton retry={stand({ isPending: true, variables: 'm-1' }).retry} id="m-1" label="First" done="" onNotice={() => {}}>Send again</RetryButton>
        <RetryButton retry={stand({ isPending: true, variables: 'm-1' }).retry} id="m-2" label="Second" done="" onNotice={() => {}}>Send again</RetryButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'First' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveProperty('disabled', false);
  });
});
