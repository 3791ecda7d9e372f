import { useId, type ReactNode } from 'react';

/**
 * A row of tabs and the open tab's panel (WAI-ARIA tabs: tablist, tab, tabpanel). The row
 * scrolls sideways on a phone rather than wrapping.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onSelect,
  labelOf,
  panelClassName = '',
  children,
}: {
  label: string;
  tabs: readonly K[];
  current: K;
  onSelect: (tab: K) => void;
  labelOf: (tab: K) => string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <div role="tablist" aria-label={label} className="mb-6 flex overflow-x-auto border-b border-stone-200 sm:gap-1">
        {tabs.map((key) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={current === key}
            aria-controls={`${id}-${key}-panel`}
            className={`min-h-11 shrink-0 border-b-2 px-2 font-semibold sm:px-4 ${current === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => onSelect(key)}
          >
            {labelOf(key)}
          </button>
        ))}
      </div>
      <section id={`${id}-${current}-panel`} role="tabpanel" aria-labelledby={`${id}-${current}-tab`} className={panelClassName}>
        {children}
      </section>
    </>
  );
}
