import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index.ts';
import type { TFunction } from './translator.ts';

/**
 * The language a server render is in (entry-server.tsx): it renders several at once, so each
 * render carries its own. The browser shows one at a time and leaves this unset.
 */
export const RenderLanguage = createContext<string | undefined>(undefined);

// Re-renders when the language changes or a namespace arrives (docs/decisions/0002, 0020).
let version = 0;
i18n.subscribe(() => {
  version += 1;
});
const subscribe = (listener: () => void) => i18n.subscribe(listener);

export function useTranslation(ns = 'common'): { t: TFunction; i18n: typeof i18n; language: string } {
  const v = useSyncExternalStore(subscribe, () => version, () => version);
  const language = useContext(RenderLanguage) ?? i18n.language;
  const t = useMemo(() => i18n.getFixedT(ns, language), [ns, language, v]);
  return { t, i18n, language };
}
