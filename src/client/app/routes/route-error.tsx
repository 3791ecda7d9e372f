import { Component, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { RefreshIcon } from '#client/components/ui/icons.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';

function PageLoadError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${containerStyles} py-20 text-center`}>
      <h1 className="text-2xl font-bold">{t('states.errorTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('states.pageLoadError')}</p>
      <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => window.location.reload()}>
        <RefreshIcon className="size-5" />
        {t('states.retry')}
      </button>
    </div>
  );
}

/**
 * A page whose code failed to download (a dropped rural connection) or that threw while
 * rendering shows a reload button instead of a blank screen. Keyed by path in the layout, so
 * moving to another page clears it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
