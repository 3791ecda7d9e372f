import { useQueryClient } from '#client/lib/query.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { cartKey } from '#client/lib/cart.ts';
import { switchLanguage } from '#client/i18n/index.ts';
import { saveAccountLanguage } from '#client/lib/account-language.ts';
import { sessionQueryOptions } from '#client/lib/session.ts';
import { useLocation, useNavigate } from '#client/lib/router.tsx';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/languages';

/**
 * English, हिन्दी, मराठी, each named in its own script (docs/decisions/0022). Links to `?lang=`, which the
 * server takes without JavaScript; with it, the page switches in place and keeps the choice.
 */
export function LanguageSwitcher({ className = '', linkClassName = '' }: { className?: string; linkClassName?: string }) {
  const { t, language } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // In one order whatever the address's: the server renders a page once for every order of its
  // parameters (page-cache.ts), and the browser must find the same links when it hydrates.
  const hrefFor = (lng: Language) => {
    const params = new URLSearchParams(search);
    params.delete('lang');
    params.sort();
    params.set('lang', lng);
    return `${pathname}?${params}`;
  };
  const queryClient = useQueryClient();
  const choose = (lng: Language) => {
    // The cart's product names come from the server in the language of the cookie switchLanguage writes.
    void switchLanguage(lng).then(() => queryClient.invalidateQueries({ queryKey: cartKey }));
    // A kept page learns who is signed in once hydrated (docs/decisions/0040): a choice made
    // before the session's answer arrived still reaches the account.
    void queryClient.ensureQueryData(sessionQueryOptions()).then(
      (user) => user && saveAccountLanguage(lng),
      () => undefined,
    );
    // A shared link's ?lang= would otherwise win over the choice on the next reload.
    const params = new URLSearchParams(search);
    if (params.has('lang')) {
      params.delete('lang');
      navigate(`${pathname}${params.size ? `?${params}` : ''}`, { replace: true });
    }
  };
  return (
    <nav aria-label={t('nav.language')} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <a
              href={hrefFor(lng)}
              lang={lng}
              hrefLang={lng}
              aria-current={lng === language ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-2 ${lng === language ? 'font-bold underline underline-offset-4' : ''} ${linkClassName}`}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                choose(lng);
              }}
            >
              {LANGUAGE_NAMES[lng]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
