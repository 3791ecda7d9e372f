import { useReveal } from '#client/lib/use-reveal.ts';

/** What the last action did, shown above the list: "Neem Oil was added." or why it failed. */
export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

/**
 * The status region is always there (empty when idle), so screen readers announce what fills it.
 * A new notice is brought into view (and takes the focus the closed form left): useReveal.
 */
export function NoticeBanner({ notice }: { notice: Notice | null }) {
  const ref = useReveal<HTMLParagraphElement>(notice);
  return (
    <>
      <div role="status">
        {notice?.kind === 'ok' && <p ref={ref} tabIndex={-1} className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900">{notice.text}</p>}
      </div>
      {notice?.kind === 'error' && <p ref={ref} tabIndex={-1} role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">{notice.text}</p>}
    </>
  );
}
