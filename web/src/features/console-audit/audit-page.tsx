import { lazy, Suspense, type ReactElement } from 'react';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './audit.module.css';
import { FindOrdersPanel } from './find-orders-panel';

// The first tab's panel comes with the page; the others load when their tab is first shown (only the
// open tab renders): the export's progress, the verify run's and the activity's Selects are not
// downloaded by an auditor who looks up orders.
const RangeExportPanel = lazy(() =>
  import('./range-export-panel').then((module) => ({ default: module.RangeExportPanel })),
);
const VerifyPanel = lazy(() => import('./verify-panel').then((module) => ({ default: module.VerifyPanel })));
const ActivityPanel = lazy(() =>
  import('./activity-panel').then((module) => ({ default: module.ActivityPanel })),
);

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
          children: <Suspense fallback={<Spin data-testid="audit-panel-loading" />}>{panels[key]}</Suspense>,
        }))}
        destroyInactiveTabPane
      />
    </div>
  );
};

export default AuditPage;
