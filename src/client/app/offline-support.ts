/**
 * Registers the service worker (public/sw.js): pages, scripts and catalogue answers seen before
 * open offline. Once the shop is idle, `warm` fetches through it what must open offline even
 * if never visited (the cart's page). Imports nothing: a module the entry also uses would split
 * the entry into more chunks.
 */
export async function startOfflineSupport(warm: () => Promise<unknown>): Promise<void> {
  await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  whenIdle(() => void warm());
}
