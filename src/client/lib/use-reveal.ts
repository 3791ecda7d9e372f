import { useEffect, useRef } from 'react';

/**
 * Takes the person to a message that has just appeared: "Neem Oil was added.", or why a save
 * failed (docs/decisions/0031). On a phone the button pressed is often far below the message (or gone, with
 * the form that held it), so the page would stay at the footer and the message go unseen.
 *
 * It scrolls the least needed to show it whole (below the sticky header: html's scroll-padding-top
 * in styles.css), at once for those who asked the system for reduced motion. When the focus was
 * lost (the form closed, its button went away) the message takes it, so a keyboard or
 * screen-reader user goes on from there; a control still focused keeps it. The element needs
 * tabIndex={-1} for that, and role="status" or "alert" so that it is announced either way.
 */
export function useReveal<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    const focused = document.activeElement;
    if (!focused || focused === document.body) el.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
