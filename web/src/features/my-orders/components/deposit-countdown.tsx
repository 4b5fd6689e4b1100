import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left to pay into the virtual account; the order is cancelled when it runs out. */
export const DepositCountdown = ({ dueAt }: { dueAt: string }) => {
  const { t } = useTranslation('account');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Date.parse(dueAt) - now);
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <strong data-testid="deposit-countdown">
      {left === 0
        ? t('order.deposit.expired')
        : t('order.deposit.left', { time: `${hours}:${pad(minutes)}:${pad(seconds)}` })}
    </strong>
  );
};
