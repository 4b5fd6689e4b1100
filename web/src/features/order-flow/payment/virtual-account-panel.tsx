import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { toMajorUnits, type Currency } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import type { PaymentAnswer } from '@/lib/api/generated/slabworks-api';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { SANDBOX_PAGE, useSandboxAccountsQuery, useSandboxDepositMutation } from '../api/sandbox-api';
import { formatTimeLeft, useTimeLeft } from './deposit-countdown';
import styles from '../submission/submission.module.css';

/** The issued account as the payment's answer carries it (the api describes it inline there). */
export type VirtualAccount = NonNullable<PaymentAnswer['virtualAccount']>;

/**
 * The issued virtual account: where to deposit, how much, and the time left; when the deadline has
 * passed the order is cancelled by the server and this says so. With the sandbox provider
 * (development, tests) a tester can deposit from here or from the sandbox page.
 */
export const VirtualAccountPanel = ({
  account,
  currency,
  expired,
  waiting,
}: {
  account: VirtualAccount;
  currency: Currency;
  /** The server has cancelled the order for want of a deposit. */
  expired: boolean;
  /** Still waiting for the deposit (false once paid). */
  waiting: boolean;
}) => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
  const left = useTimeLeft(account.dueAt);
  const sandbox = useSandboxAccountsQuery(undefined, { skip: !waiting });
  const [deposit, depositing] = useSandboxDepositMutation();
  const due = formatDateTime(account.dueAt, language);
  const overdue = expired || (waiting && left === 0);

  return (
    <div className={styles.vaPanel} data-testid="virtual-account">
      <h2>{t('va.title')}</h2>
      <dl>
        <dt>{t('va.bank')}</dt>
        <dd data-testid="va-bank">{account.bank}</dd>
        <dt>{t('va.account')}</dt>
        <dd data-testid="va-account">{account.accountNumber}</dd>
        <dt>{t('va.holder')}</dt>
        <dd>{account.holderName}</dd>
        <dt>{t('va.amount')}</dt>
        <dd data-testid="va-amount">
          {formatMoney(toMajorUnits(account.amount, currency), currency, language)}
        </dd>
        <dt>{t('va.due')}</dt>
        <dd>{due}</dd>
      </dl>
      {overdue ? (
        <Alert type="error" showIcon title={t('va.expired')} data-testid="va-expired" />
      ) : (
        waiting && (
          <p>
            {t('va.left')} <strong data-testid="va-countdown">{formatTimeLeft(left)}</strong>
          </p>
        )
      )}
      {waiting && !overdue && sandbox.isSuccess && (
        <div className={styles.actions} data-testid="va-sandbox">
          <Button
            loading={depositing.isLoading}
            onClick={() => void deposit({ accountNumber: account.accountNumber, amount: account.amount })}
            data-testid="va-sandbox-deposit"
          >
            {t('va.sandbox-deposit')}
          </Button>
          <a href={SANDBOX_PAGE} target="_blank" rel="noreferrer">
            {t('va.sandbox-page')}
          </a>
          <span className={styles.hint}>{t('va.sandbox-hint')}</span>
        </div>
      )}
    </div>
  );
};
