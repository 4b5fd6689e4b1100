import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { ConsoleTable } from '@/lib/console/console-table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@slabworks/domain';
import { toKstInput } from '../datetime';
import { useCostPolicyAdminListQuery, type CostPolicyVersion } from './cost-policy-api';
import { versionState } from './version-state';

// A policy's amounts (antd's Descriptions) are asked for as the page mounts, beside the policy's request.
const loadAmounts = () => import('./policy-amounts');
const PolicyAmounts = lazy(() => loadAmounts().then((module) => ({ default: module.PolicyAmounts })));

// The form of a new version (the form engine, its number inputs) loads when "new" is first pressed.
const CostPolicyForm = lazy(() =>
  import('./cost-policy-form').then((module) => ({ default: module.CostPolicyForm })),
);

const STATE_COLOUR = { current: 'green', scheduled: 'blue', past: 'default' } as const;
const kst = (iso: string | null) => (iso ? `${toKstInput(iso).replace('T', ' ')} KST` : '—');

/**
 * ADMIN: the prices in force per currency, the versions waiting for their date and the replaced
 * ones. A new version applies to orders placed from its date on; placed orders keep their prices.
 */
const CostPolicyPage = () => {
  const { t } = useTranslation('console-cost-policy');
  const [currency, setCurrency] = useState<Currency>('KRW');
  const [adding, setAdding] = useState(false);
  const { data, isLoading, isError } = useCostPolicyAdminListQuery(currency);
  useEffect(() => void loadAmounts(), []);
  const now = new Date();

  return (
    <div data-testid="console-cost-policy">
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={3}>{t('title')}</Typography.Title>
        <Button
          type="primary"
          disabled={!data || adding}
          data-testid="cost-policy-new"
          onClick={() => setAdding(true)}
        >
          {t('new')}
        </Button>
      </Space>
      <Alert type="info" showIcon title={t('keepsPrices')} style={{ marginBottom: 16 }} />
      <Segmented<Currency>
        value={currency}
        options={[...CURRENCIES]}
        data-testid="cost-policy-currency"
        style={{ marginBottom: 16 }}
        onChange={(value) => {
          setCurrency(value);
          setAdding(false);
        }}
      />
      {adding && (
        <Suspense fallback={<Spin data-testid="cost-policy-form-loading" />}>
          <CostPolicyForm
            key={currency}
            currency={currency}
            basis={data?.current}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </Suspense>
      )}
      {isError && <Alert type="error" title={t('loadFailed')} style={{ marginBottom: 16 }} />}
      {isLoading && <Spin />}
      {data && (
        <>
          <Card
            size="small"
            title={
              data.current.id === null
                ? t('inForceSeed')
                : t('inForce', { from: kst(data.current.effectiveFrom) })
            }
            style={{ marginBottom: 16 }}
            data-testid="cost-policy-current"
          >
            <Suspense fallback={<Spin />}>
              <PolicyAmounts policy={data.current.policy} />
            </Suspense>
          </Card>
          <Typography.Title level={5}>{t('versions')}</Typography.Title>
          <div data-testid="cost-policy-versions">
            <ConsoleTable<CostPolicyVersion>
              rowKey={(row) => String(row.id)}
              size="small"
              dataSource={data.versions}
              pagination={false}
              scroll={{ x: 600 }}
              locale={{ emptyText: t('noVersions') }}
              expandable={{
                expandedRowRender: (row) => (
                  <Suspense fallback={<Spin />}>
                    <PolicyAmounts policy={row.policy} />
                  </Suspense>
                ),
              }}
              columns={[
                {
                  title: t('effectiveFrom'),
                  key: 'effectiveFrom',
                  render: (_v, row) => (
                    <span data-testid="cost-policy-version">{kst(row.effectiveFrom)}</span>
                  ),
                },
                {
                  title: t('state.title'),
                  key: 'state',
                  render: (_v, row) => {
                    const state = versionState(row, data.current, now);
                    return <Tag color={STATE_COLOUR[state]}>{t(`state.${state}`)}</Tag>;
                  },
                },
                { title: t('createdAt'), key: 'createdAt', render: (_v, row) => kst(row.createdAt) },
              ]}
            />
          </div>
        </>
      )}
    </div>
  );
};

export default CostPolicyPage;
