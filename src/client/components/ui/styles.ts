/**
 * Shared class lists for buttons and links, so every call to action looks and behaves alike.
 * Sizes keep touch targets at least 44 px high for farmers on small phones.
 */
export const buttonStyles = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60',
  ghost:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 font-medium text-stone-700 transition hover:bg-stone-100',
} as const;

export const inputStyles =
  'block w-full min-h-11 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-700';

export const labelStyles = 'mb-1 block text-sm font-medium text-stone-800';

export const containerStyles = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

/** A white card around a form or a detail block (admin area). */
export const cardStyles = 'rounded-xl bg-white p-4 shadow-sm sm:p-6';
