/** What the last action did, shown above the list: "Neem Oil was added." or why it failed. */
export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

/** The status region is always there (empty when idle), so screen readers announce what fills it. */
export function NoticeBanner({ notice }: { notice: Notice | null }) {
  return (
    <>
      <div role="status">
        {notice?.kind === 'ok' && <p className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900">{notice.text}</p>}
      </div>
      {notice?.kind === 'error' && <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">{notice.text}</p>}
    </>
  );
}
