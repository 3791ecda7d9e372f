import { useId, useState } from 'react';
import { parseIndianPhone } from '#shared/phone';
import type { Profile } from '#shared/schemas/auth';
import type { MobileCodeSent, TextChannel } from '#shared/schemas/mobile-sign-in';
import { MobileCodeStep } from '#client/components/mobile-code-step.tsx';
import { MobileNumberStep, type CodeRequest } from '#client/components/mobile-number-step.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useChangeMobile } from '#client/features/account/api/change-mobile.ts';
import { useRequestMobileChangeCode } from '#client/features/account/api/request-mobile-change-code.ts';
import { TextChannelForm } from './text-channel-form.tsx';
import '#client/i18n/on-demand/mobile-sign-in.ts';

type Step = { at: 'view' } | { at: 'number'; request?: CodeRequest } | { at: 'code'; request: CodeRequest; sent: MobileCodeSent };

/**
 * The account's mobile number (docs/product-rules.md 36): shown, added or changed with a code sent to the
 * new number (the account signs in with it, and order messages go to it), and where the shop has
 * WhatsApp, whether those messages come by SMS or WhatsApp. `channels` empty: the shop sends no
 * codes, so the number is shown and cannot be changed.
 */
export function MobileNumberSection({ profile, channels }: { profile: Profile; channels: readonly TextChannel[] }) {
  const { t } = useTranslation('mobile-sign-in');
  const titleId = useId();
  const sendCode = useRequestMobileChangeCode();
  const change = useChangeMobile();
  const [step, setStep] = useState<Step>({ at: 'view' });
  const [saved, setSaved] = useState(false);
  const shown = profile.mobile ? (parseIndianPhone(profile.mobile)?.display ?? profile.mobile) : null;

  const send = async (request: CodeRequest) => {
    const sent = await sendCode.mutateAsync(request);
    setStep({ at: 'code', request, sent });
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-semibold">{t('profile.title')}</h3>
      {step.at === 'view' && (
        <>
          <p className="rounded-lg bg-stone-50 p-3">
            <span className="block font-medium break-words" data-testid="profile-mobile">{shown ?? t('profile.none')}</span>
            {shown && <span className="text-sm text-stone-700">{t('profile.signsIn')}</span>}
          </p>
          {saved && <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('profile.saved')}</p>}
          {channels.length > 0 && (
            <button type="button" className={buttonStyles.secondary} onClick={() => (setSaved(false), setStep({ at: 'number' }))}>
              {shown ? t('profile.change') : t('profile.add')}
            </button>
          )}
        </>
      )}
      {step.at === 'number' && <MobileNumberStep channels={channels} defaultValue={step.request} onSend={send} />}
      {step.at === 'code' && (
        <MobileCodeStep
          sent={step.sent}
          submitLabel={t('profile.save')}
          submittingLabel={t('profile.saving')}
          onSubmit={async (code) => {
            await change.mutateAsync({ phone: step.request.phone, code });
            setSaved(true);
            setStep({ at: 'view' });
          }}
          onResend={async () => setStep({ ...step, sent: await sendCode.mutateAsync(step.request) })}
          onChangeNumber={() => setStep({ at: 'number', request: step.request })}
        />
      )}
      {step.at !== 'view' && (
        <button type="button" className={buttonStyles.ghost} onClick={() => setStep({ at: 'view' })}>
          {t('profile.cancel')}
        </button>
      )}
      {step.at === 'view' && profile.mobile && channels.includes('whatsapp') && <TextChannelForm current={profile.textChannel} />}
    </section>
  );
}
