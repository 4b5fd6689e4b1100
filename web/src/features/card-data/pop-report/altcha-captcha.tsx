// The strict-CSP build of the widget: no inline worker blob; the worker is our own same-origin file.
import 'altcha/external';
import 'altcha/altcha.css';
import AltchaWorker from 'altcha/worker?worker';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetPopReportCaptchaApiResponse } from '@/lib/api/generated/slabworks-api';

globalThis.altchaCreateWorker = () => new AltchaWorker();

type Challenge = GetPopReportCaptchaApiResponse['data'];

interface AltchaCaptchaProps {
  challenge: Challenge;
  /** The solved payload (base64) once the proof of work is done; null while unsolved or expired. */
  onChange: (payload: string | null) => void;
}

/** The altcha proof-of-work checkbox for one challenge from GET /api/pop-report/captcha. */
export const AltchaCaptcha = ({ challenge, onChange }: AltchaCaptchaProps) => {
  const { t } = useTranslation('cards');
  const ref = useRef<HTMLElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  const strings = JSON.stringify({
    label: t('popReport.captcha.label'),
    verifying: t('popReport.captcha.verifying'),
    verified: t('popReport.captcha.verified'),
    error: t('popReport.captcha.error'),
    expired: t('popReport.captcha.expired'),
    waitAlert: t('popReport.captcha.verifying'),
    verificationRequired: t('popReport.captcha.required'),
    ariaLinkLabel: 'ALTCHA',
    footer: t('popReport.captcha.footer'),
  });

  // The parent keys this component by the challenge, so a new challenge is a new widget.
  return (
    <div data-testid="pop-captcha">
      <altcha-widget
        ref={ref}
        challengejson={JSON.stringify(challenge)}
        strings={strings}
        hidelogo
        style={{ '--altcha-max-width': '100%' }}
      />
    </div>
  );
};
