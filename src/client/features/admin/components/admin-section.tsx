import type { ReactNode } from 'react';

/** The heading row of an admin section: its title and, on the right, its actions (Add ...). */
export function AdminSectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

/** Class lists of admin tables, so every list looks alike; wrap the table in `tableWrap` (scrolls sideways on a phone). */
export const adminTable = {
  wrap: 'overflow-x-auto rounded-xl bg-white shadow-sm',
  table: 'min-w-full divide-y divide-stone-200 text-left text-sm',
  th: 'whitespace-nowrap px-3 py-3 font-semibold text-stone-700',
  td: 'px-3 py-3 align-top text-stone-800',
  row: 'hover:bg-stone-50',
} as const;

/** A white card around a form or a detail block. */
export const adminCard = 'rounded-xl bg-white p-4 shadow-sm sm:p-6';

/**
 * A table of rows with a header row: the frame scrolls sideways on a phone, the caption is for
 * screen readers, and numeric columns are right-aligned. The children are the body's rows.
 */
export function DataTable<K extends string>({
  columns,
  label,
  caption,
  labelledBy,
  numeric = [],
  className = '',
  children,
}: {
  columns: readonly K[];
  label: (column: K) => string;
  caption?: string;
  labelledBy?: string;
  numeric?: readonly K[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${adminTable.wrap} ${className}`}>
      <table className={adminTable.table} aria-labelledby={labelledBy}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${adminTable.th} ${numeric.includes(column) ? 'text-right' : ''}`}>
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
