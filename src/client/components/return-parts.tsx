import type { ReturnLine, ReturnStatus } from '#shared/schemas/returns';

/** A return's status as a coloured pill, the same for the buyer, the admin and the vendor (docs/product-rules.md 24). */
export const RETURN_STATUS_PILL: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-100 text-red-900',
  received: 'bg-sky-100 text-sky-900',
  refunded: 'bg-brand-100 text-brand-900',
};

export const returnPillStyles = (status: ReturnStatus) => `inline-block rounded-full px-3 py-1 text-xs font-semibold ${RETURN_STATUS_PILL[status]}`;

/** The lines of a return as the admin and the vendor check them; `unopened`: the words for a seed pack said unopened. */
export function ReturnedLines({ lines, unopened, className = 'mt-2' }: { lines: ReturnLine[]; unopened: string; className?: string }) {
  return (
    <ul className={`${className} text-stone-900`}>
      {lines.map((l) => (
        <li key={l.productId}>
          {l.name} <span className="text-stone-600">× {l.quantity}</span>
          {l.openedSeedPacket === false && <span className="block text-sm text-stone-600">{unopened}</span>}
        </li>
      ))}
    </ul>
  );
}
