// Apart from logout.ts, so that the guards of pages (require-account.tsx) do not load the code
// that signs out.
let signedOutAt = 0;

/** Called as this tab signs out (logout.ts). */
export function markSignedOut(): void {
  signedOutAt = Date.now();
}

/**
 * True just after this tab signed out. Navigations are React transitions, so a guarded page can
 * see "nobody signed in" before the way home commits; its guard then goes home too, instead of
 * to a login page.
 */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 3000;
}
