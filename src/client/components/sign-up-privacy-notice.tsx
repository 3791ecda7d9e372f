import '#client/i18n/on-demand/privacy.ts';
import { PrivacyNotice } from './privacy-notice.tsx';

/** The notice under the sign-up ways, with its texts (privacy) and a link to the full policy. */
export function SignUpPrivacyNotice() {
  return <PrivacyNotice ns="privacy" prefix="notice" withPolicyLink />;
}
