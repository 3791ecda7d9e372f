import { useState, type ReactNode } from 'react';
import type { SessionUser } from '#shared/schemas/auth';
import type { TextChannel } from '#shared/schemas/mobile-sign-in';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { MobileSignInForm } from './mobile-sign-in-form.tsx';
import '#client/i18n/on-demand/mobile-sign-in.ts';

const WAYS = ['mobile', 'email'] as const;
type Way = (typeof WAYS)[number];

/**
 * A customer's two ways in, where the shop sends codes (docs/product-rules.md 36): the mobile number
 * first, since most farmers have one and many no e-mail; e-mail and password as the second tab.
 * `email` is the page's own e-mail form (sign-in or sign-up).
 */
export function SignInWays({
  mode,
  channels,
  onSuccess,
  email,
}: {
  mode: 'login' | 'register';
  channels: readonly TextChannel[];
  onSuccess: (user: SessionUser) => void;
  email: ReactNode;
}) {
  const { t } = useTranslation('mobile-sign-in');
  const [way, setWay] = useState<Way>('mobile');
  return (
    <Tabs label={t('ways.label')} tabs={WAYS} current={way} onSelect={setWay} labelOf={(w) => t(`ways.${w}`)}>
      {way === 'email' ? (
        email
      ) : (
        <>
          {mode === 'register' && <p className="mb-4 text-stone-700">{t('registerIntro')}</p>}
          <MobileSignInForm channels={channels} onSuccess={onSuccess} />
        </>
      )}
    </Tabs>
  );
}
