import { useId, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A row of tabs and the open tab's panel (WAI-ARIA tabs: tablist, tab, tabpanel). The row
 * scrolls sideways on a phone rather than wrapping. Keyboard as the pattern asks: the open tab is
 * the row's one Tab stop; arrow keys, Home and End move between tabs and open them.
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
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="mb-6 flex overflow-x-auto border-b border-stone-200 sm:gap-1">
        {tabs.map((key) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={current === key}
            // Only the open tab's panel exists.
            aria-controls={current === key ? `${id}-${key}-panel` : undefined}
            tabIndex={current === key ? 0 : -1}
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
