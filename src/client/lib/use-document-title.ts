import { useEffect } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * The browser tab's title while a page shows `page` ("Premium Wheat Seeds | Hariyali"), and the
 * shop's own title again when it goes. The server writes the same title into a rendered page's
 * head (page-head.ts); without this, a title would outlive its page in the browser.
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!page) return;
    document.title = t('brand.pageTitle', { page });
    return () => {
      document.title = t('brand.documentTitle');
    };
  }, [page, t]);
}
