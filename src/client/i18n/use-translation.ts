import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index.ts';
import type { TFunction } from './translator.ts';

// Re-renders when the language changes or a namespace arrives (docs/decisions/0002, 0020).
let version = 0;
i18n.subscribe(() => {
  version += 1;
});
const subscribe = (listener: () => void) => i18n.subscribe(listener);

export function useTranslation(ns = 'common'): { t: TFunction; i18n: typeof i18n } {
  const v = useSyncExternalStore(subscribe, () => version, () => version);
  const lng = i18n.language;
  const t = useMemo(() => i18n.getFixedT(ns), [ns, lng, v]);
  return { t, i18n };
}
