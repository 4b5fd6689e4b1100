import type { ReactElement } from 'react';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActivityPanel } from './activity-panel';
import { FindOrdersPanel } from './find-orders-panel';
import { RangeExportPanel } from './range-export-panel';
import { VerifyPanel } from './verify-panel';
import styles from './audit.module.css';

const TABS = ['orders', 'export', 'verify', 'activity'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /console/audit (and /audit): the auditor's desk; the tab is in the address so it can be shared. */
const AuditPage = () => {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'orders';
  const panels: Record<Tab, ReactElement> = {
    orders: <FindOrdersPanel />,
    export: <RangeExportPanel />,
    verify: <VerifyPanel />,
    activity: <ActivityPanel />,
  };
  return (
    <div className={styles.page} data-testid="audit-page">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`audit-tab-${key}`}>{t(`tabs.${key}`)}</span>,
          children: panels[key],
        }))}
        destroyInactiveTabPane
      />
    </div>
  );
};

export default AuditPage;
