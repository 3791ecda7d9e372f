import type { ReactNode } from 'react';
import type { Notice } from './notice-banner.tsx';
import { useErrorMessage } from './states.tsx';
import { buttonStyles } from './styles.ts';

/** The part of a retry mutation (useMutation over an id) the button uses. */
interface Retry {
  isPending: boolean;
  variables: string | undefined;
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * "Send again" on a row of something the shop failed to send (an e-mail, an e-invoice): busy while
 * its own row's retry runs; the list's notice is cleared, then says `done` or why it failed.
 */
export function RetryButton({ retry, id, label, done, onNotice, children }: { retry: Retry; id: string; label: string; done: string; onNotice: (notice: Notice | null) => void; children: ReactNode }) {
  const errorMessage = useErrorMessage();
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={retry.isPending && retry.variables === id}
      aria-label={label}
      onClick={() => {
        onNotice(null);
        retry.mutate(id, {
          onSuccess: () => onNotice({ kind: 'ok', text: done }),
          onError: (err) => onNotice({ kind: 'error', text: errorMessage(err) }),
        });
      }}
    >
      {children}
    </button>
  );
}
