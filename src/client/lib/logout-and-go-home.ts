import { useState } from 'react';
import { useQueryClient } from './query.ts';
import { useNavigate } from './router.tsx';

/**
 * Signs out, then returns to the home page (specification: Logout). The signing out's code
 * (logout.ts: the API call, the cart's and language's clean-up) loads on the click: Logout is on
 * every signed-in page's first screen, and is pressed once (the admin area's budget,
 * docs/budgets-and-load.md).
 */
export function useLogoutAndGoHome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    void import('./logout.ts').then(({ signOut }) =>
      signOut(queryClient, () => {
        setPending(false);
        navigate('/');
      }),
    );
  };
  return { pending, run };
}
