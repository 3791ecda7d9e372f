import type { ReactNode } from 'react';

/** Class lists of the admin and vendor tables, so every list looks alike; wrap the table in `wrap` (scrolls sideways if it must). */
export const tableStyles = {
  wrap: 'overflow-x-auto rounded-xl bg-white shadow-sm',
  table: 'min-w-full divide-y divide-stone-200 text-left text-sm',
  th: 'whitespace-nowrap px-3 py-3 font-semibold text-stone-700',
  td: 'px-3 py-3 align-top text-stone-800',
  row: 'hover:bg-stone-50',
} as const;

/**
 * A table of rows with a header row: the caption is for screen readers, and numeric columns are
 * right-aligned. The children are the body's rows. Below 640 px each row is a card (styles.css,
 * .stack-table): give each cell `data-label={label(column)}`, except the row's name and actions.
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
    <div className={`${tableStyles.wrap} ${className}`}>
      <table className={`${tableStyles.table} stack-table`} aria-labelledby={labelledBy}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${tableStyles.th} ${numeric.includes(column) ? 'text-right' : ''}`}>
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
