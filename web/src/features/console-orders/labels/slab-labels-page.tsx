import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { Grade } from '@slabworks/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConsoleOrdersDetailQuery } from '@/lib/console/console-api';
import { cardLinesOf } from '../order-screen/order-items';
import { SlabLabel } from './slab-label';
import styles from './print.module.css';

/**
 * /console/orders/:id/labels: the order's slab labels to print at casing, one per scored card
 * (a card without a certification number has no slab). The browser's print dialog prints them.
 */
const SlabLabelsPage = () => {
  const { id = '' } = useParams();
  const { t } = useTranslation('slab-console');
  const { data: order, isError, refetch } = useConsoleOrdersDetailQuery({ id });
  if (isError)
    return (
      <Alert
        type="error"
        data-testid="labels-error"
        title={t('labels.loadFailed')}
        action={<a onClick={() => void refetch()}>{t('retry')}</a>}
      />
    );
  if (!order) return <Spin size="large" data-testid="labels-loading" />;
  const lines = cardLinesOf(order.state);
  const slabs = order.state.items.filter((item) => item.certificationNumber && item.grade !== null);
  return (
    <div data-testid="slab-labels">
      <div className={styles.toolbar}>
        <Link to={`/console/orders/${order.orderId}`}>← {t('backToOrder')}</Link>
        <Typography.Title level={3} style={{ margin: 0, flex: '1 1 auto' }}>
          {t('labels.title', { number: order.orderNumber ?? '' })}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={slabs.length === 0}
          onClick={() => window.print()}
          data-testid="labels-print"
        >
          {t('labels.print', { count: slabs.length })}
        </Button>
      </div>
      {slabs.length === 0 ? (
        <Empty description={t('labels.empty')} data-testid="labels-empty" />
      ) : (
        <div className={styles.sheet}>
          {slabs.map((item) => (
            <SlabLabel
              key={item.itemId}
              line={item.lineId ? lines.get(item.lineId) : undefined}
              grade={item.grade as Grade}
              certificationNumber={item.certificationNumber!}
              origin={window.location.origin}
            />
          ))}
        </div>
      )}
    </div>
  );
};

export default SlabLabelsPage;
