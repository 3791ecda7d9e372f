import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index.ts';

// react-i18next's useTranslation in 20 lines: it weighed 2.9 KB gzipped on every first load
// (docs/decisions/0002), and this app needs only this hook. Re-renders when the language
// changes or a namespace arrives.
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const l of listeners) l();
};
i18n.on('languageChanged', bump);
i18n.on('added', bump);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslation(ns = 'common'): { t: TFunction; i18n: typeof i18n } {
  const v = useSyncExternalStore(subscribe, () => version, () => version);
  const lng = i18n.language;
  const t = useMemo(() => i18n.getFixedT(null, ns), [ns, lng, v]);
  return { t, i18n };
}
