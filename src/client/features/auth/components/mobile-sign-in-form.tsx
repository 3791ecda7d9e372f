import { useState } from 'react';
import type { SessionUser } from '#shared/schemas/auth';
import type { MobileCodeSent, TextChannel } from '#shared/schemas/mobile-sign-in';
import { MobileCodeStep } from '#client/components/mobile-code-step.tsx';
import { MobileNumberStep, type CodeRequest } from '#client/components/mobile-number-step.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { i18n, switchLanguage } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useRequestSignInCode } from '#client/features/auth/api/request-sign-in-code.ts';
import { useVerifySignInCode } from '#client/features/auth/api/verify-sign-in-code.ts';
import { MobileNewAccountStep, type NewAccount } from './mobile-new-account-step.tsx';
import '#client/i18n/on-demand/mobile-sign-in.ts';

type Step =
  | { at: 'number'; request?: CodeRequest }
  | { at: 'code'; request: CodeRequest; sent: MobileCodeSent; error?: string }
  | { at: 'name'; request: CodeRequest; sent: MobileCodeSent; code: string };

/**
 * Signing in or up with a mobile number (docs/product-rules.md 36): the number, the code sent to it,
 * and for a number without an account the farmer's name and language. One form for /user/login and
 * /user/register: the server tells a new number from a known one only once the code is right, so
 * both pages ask the same things in the same order.
 */
export function MobileSignInForm({ channels, onSuccess }: { channels: readonly TextChannel[]; onSuccess: (user: SessionUser) => void }) {
  const { t } = useTranslation('mobile-sign-in');
  const errorMessage = useErrorMessage();
  const sendCode = useRequestSignInCode();
  const verify = useVerifySignInCode();
  const [step, setStep] = useState<Step>({ at: 'number' });

  const send = async (request: CodeRequest) => {
    const sent = await sendCode.mutateAsync(request);
    setStep({ at: 'code', request, sent });
  };

  const check = async (request: CodeRequest, sent: MobileCodeSent, code: string, account?: NewAccount) => {
    const answer = await verify.mutateAsync({ phone: request.phone, code, ...account });
    if (answer.status === 'needs_name') return setStep({ at: 'name', request, sent, code });
    // The language chosen for the new account is the page's from now on, on this phone too.
    if (account && account.language !== i18n.language) void switchLanguage(account.language);
    onSuccess(answer.user);
  };

  if (step.at === 'number') return <MobileNumberStep channels={channels} defaultValue={step.request} onSend={send} />;
  if (step.at === 'code') {
    const { request, sent } = step;
    return (
      <MobileCodeStep
        sent={sent}
        error={step.error}
        submitLabel={t('signIn')}
        submittingLabel={t('signingIn')}
        onSubmit={(code) => check(request, sent, code)}
        onResend={async () => setStep({ at: 'code', request, sent: await sendCode.mutateAsync(request) })}
        onChangeNumber={() => setStep({ at: 'number', request })}
      />
    );
  }
  const { request, sent, code } = step;
  return (
    <MobileNewAccountStep
      onCreate={async (account) => {
        try {
          await check(request, sent, code, account);
        } catch (err) {
          // The code ended meanwhile (its five minutes passed while the name was typed): back to it, where "Send again" is.
          if (!hasErrorCode(err, 'code_wrong', 'code_ended')) throw err;
          setStep({ at: 'code', request, sent, error: errorMessage(err) });
        }
      }}
    />
  );
}
