import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import { useConfirmIdentityVerificationMutation, useStartIdentityVerificationMutation } from './identity-api';
import { forgetIdentityReturn, keepForIdentityReturn, type FormKeeper } from './identity-return';
import {
  openPortOneIdentityWindow,
  openSandboxIdentityWindow,
  type IdentityWindowOutcome,
} from './identity-window';

/** Where a redirecting window (PortOne on mobile) brings the member back, and what it keeps meanwhile. */
export interface IdentityTrip {
  /** An absolute address on this site (default: this page). */
  readonly returnTo?: string;
  readonly keep?: FormKeeper;
}

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

  const confirmAfter = async (identityVerificationId: string, outcome: IdentityWindowOutcome) => {
    const confirmed = await confirm(identityVerificationId);
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

  const verify = async (trip: IdentityTrip = {}): Promise<boolean> => {
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
      if (s.provider === 'portone' && s.portone) {
        keepForIdentityReturn(s.identityVerificationId, trip.keep?.values());
        outcome = await openPortOneIdentityWindow({
          ...s.portone,
          identityVerificationId: s.identityVerificationId,
          redirectUrl: trip.returnTo ?? window.location.href,
        });
      } else outcome = await openSandboxIdentityWindow(s.sandboxUrl ?? '');
    } catch {
      outcome = 'BLOCKED' as const;
    } finally {
      // Resolved in place (desktop): nothing needs carrying over a page load.
      forgetIdentityReturn();
      setWindowOpen(false);
    }
    if (outcome === 'BLOCKED') {
      setError(t('identity.blocked'));
      return false;
    }
    return confirmAfter(s.identityVerificationId, outcome);
  };

  /** Back from a redirecting window: PortOne's `code` says it did not finish; the api has the last word. */
  const resume = (identityVerificationId: string, code?: string) => {
    setError(undefined);
    return confirmAfter(identityVerificationId, code ? 'CLOSED' : 'FINISHED');
  };

  return { verify, resume, verified, error, busy: starting.isLoading || confirming.isLoading || windowOpen };
};
