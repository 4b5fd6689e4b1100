import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courierName, trackingTarget } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/lib/preferences/preferences-slice';

/**
 * A parcel as people read it: the courier's name in the reader's language (never its code) and the
 * tracking number, linked to the parcel's tracking page when the courier has one; for a courier whose
 * page takes no number in its address (libs/domain's courier table), its tracking page is linked and
 * the number offered to copy.
 */
export const ShipmentText = ({
  shipment,
  testId,
}: {
  shipment: { courier: string; trackingNumber: string } | null | undefined;
  testId?: string;
}) => {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const [copied, setCopied] = useState(false);
  if (!shipment) return <span data-testid={testId}>—</span>;
  const target = trackingTarget(shipment.courier, shipment.trackingNumber);
  const sub = (name: string) => (testId ? `${testId}-${name}` : undefined);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(shipment.trackingNumber)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <span data-testid={testId}>
      {courierName(shipment.courier, language)}{' '}
      {target?.deepLink ? (
        <a
          href={target.href}
          target="_blank"
          rel="noreferrer"
          title={t('shipment.track')}
          data-testid={sub('link')}
        >
          {shipment.trackingNumber}
        </a>
      ) : (
        shipment.trackingNumber
      )}
      {target && !target.deepLink && (
        <>
          {' '}
          <button type="button" onClick={copy} data-testid={sub('copy')}>
            {t(copied ? 'shipment.copied' : 'shipment.copy')}
          </button>{' '}
          <a href={target.href} target="_blank" rel="noreferrer" data-testid={sub('page')}>
            {t('shipment.trackingPage')}
          </a>
        </>
      )}
    </span>
  );
};
