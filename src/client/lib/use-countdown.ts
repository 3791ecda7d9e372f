import { useEffect, useState } from 'react';

/**
 * Whole seconds left of `seconds`, counted down by the clock from the moment `since` changes (a code
 * sent, then sent again): 0 once they have passed. Read from the clock at every tick, so a phone that
 * slept or a busy page does not stretch the wait.
 */
export function useCountdown(seconds: number, since: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const tick = () => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(now);
      return now;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return left;
}
