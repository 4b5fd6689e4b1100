import Checkbox from 'antd/es/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toasts/use-toast';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/api/envelope';
import { clearSessionCookies } from '@/lib/session/session-cookies';
import { rememberFarewell } from './farewell';
import { blockingOrdersOf, useWithdrawMutation, type BlockingOrder } from '../api/withdrawal-api';
import { ConfirmButton } from '../components/confirm-button';
import { BlockingOrders } from './blocking-orders';
import styles from '../components/account.module.css';

// The spec also names open marketplace trades; this product has no marketplace, so there is no such rule.
const RULES = ['orders', 'cards'] as const;

/**
 * Spec §4: withdrawal is refused while cards are not returned or orders are not finished; the api
 * decides and names the orders. Once withdrawn the tab starts over as a visitor; the e-mail is barred.
 */
export const WithdrawalPanel = ({ openOrders }: { openOrders: BlockingOrder[] }) => {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [understood, setUnderstood] = useState(false);
  const [withdraw, { isLoading, error }] = useWithdrawMutation();
  const refused = blockingOrdersOf(error);

  const confirm = async () => {
    const result = await withdraw();
    if ('error' in result) {
      if (!blockingOrdersOf(result.error))
        toast(serverMessageOf(result.error) ?? t('withdrawal.failed'), 'error');
      return;
    }
    // The api has ended every session of the account. A full load of the home page drops whatever
    // this tab still held for the member, so no late 401 can send them to /login?returnUrl=here.
    clearSessionCookies();
    rememberFarewell();
    window.location.replace(paths.home);
  };

  const blocking = refused ?? openOrders;
  return (
    <div className={styles.stack}>
      <section className={styles.section}>
        <h2>{t('withdrawal.rules-title')}</h2>
        <ul data-testid="withdrawal-rules">
          {RULES.map((rule) => (
            <li key={rule}>{t(`withdrawal.rule.${rule}`)}</li>
          ))}
        </ul>
        <p>{t('withdrawal.consequence')}</p>
      </section>
      {blocking.length > 0 && (
        <BlockingOrders
          orders={blocking}
          message={
            refused ? (serverMessageOf(error) ?? t('withdrawal.blocked')) : t('withdrawal.open-orders')
          }
        />
      )}
      <Checkbox
        checked={understood}
        onChange={(e) => setUnderstood(e.target.checked)}
        data-testid="withdrawal-understood"
      >
        {t('withdrawal.understood')}
      </Checkbox>
      <ConfirmButton
        title={t('withdrawal.confirm')}
        okText={t('withdrawal.submit')}
        cancelText={t('withdrawal.keep')}
        okTestId="withdrawal-confirm"
        onConfirm={confirm}
        buttonProps={{
          danger: true,
          type: 'primary',
          disabled: !understood,
          loading: isLoading,
          'data-testid': 'withdrawal-submit',
        }}
      >
        {t('withdrawal.submit')}
      </ConfirmButton>
    </div>
  );
};
