import { use } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import '#client/i18n/on-demand/search.ts';
import { useNavigate } from '#client/lib/router.tsx';
import { SearchIcon } from '#client/components/ui/icons.tsx';
import { MAX_SEARCH_LENGTH } from '#shared/catalog';

/**
 * "Search products": a GET form to /products?q=, so it works before or without JavaScript (the
 * server renders the results: docs/decisions/0016); with it, the router goes there without a
 * reload. The box is uncontrolled, so what was typed before the page's script ran stays.
 * `id`: the box's, unique on the page; `large`: the home page's, in the hero, else the header's.
 *
 * The header loads it after the first paint: the server renders it, and until its code and texts
 * arrive it is that plain form.
 */
// Its texts come with its code (the header loads both after the first paint); it renders once they are here.
const textsLoaded = loadNamespaces('search');

export default function ProductSearchForm({ id, large }: { id: string; large?: boolean }) {
  use(textsLoaded);
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const size = large ? ' min-h-13 text-lg' : ' min-h-11';
  return (
    <form
      role="search"
      action="/products"
      // The header's: a row of its own below 1024 px, beside the links above.
      className={`flex ${large ? 'mt-8 max-w-2xl rounded-lg ring-4 ring-white/20' : 'order-last basis-full lg:order-none lg:max-w-md lg:flex-1 lg:basis-auto'}`}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(`/products?${new URLSearchParams(new FormData(e.currentTarget) as never)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input id={id} name="q" type="search" maxLength={MAX_SEARCH_LENGTH} placeholder={t('placeholder')} className={`w-full min-w-0 rounded-l-lg border border-stone-400 px-3${size}`} />
      <button type="submit" className={`inline-flex items-center gap-1 rounded-r-lg bg-brand-700 px-3 font-semibold text-white${size}`}>
        <SearchIcon className="size-5" />
        <span className={large ? '' : 'sr-only sm:not-sr-only'}>{t('submit')}</span>
      </button>
    </form>
  );
}

