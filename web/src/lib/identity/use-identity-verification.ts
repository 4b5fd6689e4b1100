import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import { useConfirmIdentityVerificationMutation, useStartIdentityVerificationMutation } from './identity-api';
import { openPortOneIdentityWindow, openSandboxIdentityWindow } from './identity-window';

/**
 * One identity verification (본인인증): start it at the api (an id bound to this member), open the
 * provider's window, then have the api confirm it with the provider. The member is verified when
 * the api says so; every refusal is the api's translated message.
 */
export const useIdentityVerification = () => {
  const { t } = useTranslation('common');
  const [start, starting] = useStartIdentityVerificationMutation();
  const [confirm, confirming] = useConfirmIdentityVerificationMutation();
  const [windowOpen, setWindowOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [verified, setVerified] = useState(false);

  const verify = async (): Promise<boolean> => {
    setError(undefined);
    const started = await start();
    if ('error' in started) {
      if (serverCodeOf(started.error) === 'IDENTITY.ALREADY_VERIFIED') {
        setVerified(true);
        return true;
      }
      setError(serverMessageOf(started.error) ?? t('identity.failed'));
      return false;
    }
    const s = started.data;
    setWindowOpen(true);
    let outcome;
    try {
      outcome =
        s.provider === 'portone' && s.portone
          ? await openPortOneIdentityWindow({
              ...s.portone,
              identityVerificationId: s.identityVerificationId,
            })
          : await openSandboxIdentityWindow(s.sandboxUrl ?? '');
    } catch {
      outcome = 'BLOCKED' as const;
    } finally {
      setWindowOpen(false);
    }
    if (outcome === 'BLOCKED') {
      setError(t('identity.blocked'));
      return false;
    }
    const confirmed = await confirm(s.identityVerificationId);
    if ('error' in confirmed) {
      const closedEarly = outcome === 'CLOSED' && serverCodeOf(confirmed.error) === 'IDENTITY.NOT_VERIFIED';
      setError(
        closedEarly ? t('identity.not-finished') : (serverMessageOf(confirmed.error) ?? t('identity.failed')),
      );
      return false;
    }
    setVerified(true);
    return true;
  };

  return { verify, verified, error, busy: starting.isLoading || confirming.isLoading || windowOpen };
};
