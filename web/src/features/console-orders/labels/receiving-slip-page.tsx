import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConsoleOrdersDetailQuery } from '@/lib/console/console-api';
import { cardLinesOf } from '../order-screen/order-items';
import { OrderBarcode } from './order-barcode';
import { useCardLineWords } from './card-line-words';
import styles from './print.module.css';

/**
 * /console/orders/:id/slip: the receiving slip that travels with the order's cards through the
 * workshop. Its barcode is the order number, which receiving mode takes from a scanner as typed.
 */
const ReceivingSlipPage = () => {
  const { id = '' } = useParams();
  const { t } = useTranslation('slab-console');
  const words = useCardLineWords();
  const { data: order, isError, refetch } = useConsoleOrdersDetailQuery({ id });
  if (isError)
    return (
      <Alert
        type="error"
        data-testid="slip-error"
        title={t('slip.loadFailed')}
        action={<a onClick={() => void refetch()}>{t('retry')}</a>}
      />
    );
  if (!order) return <Spin size="large" data-testid="slip-loading" />;
  const lines = cardLinesOf(order.state);
  const orderNumber = order.orderNumber ?? '';
  return (
    <div data-testid="receiving-slip">
      <div className={styles.toolbar}>
        <Link to={`/console/orders/${order.orderId}`}>← {t('backToOrder')}</Link>
        <span style={{ flex: '1 1 auto' }} />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="slip-print"
        >
          {t('slip.print')}
        </Button>
      </div>
      <section className={styles.slip}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('slip.title')}
        </Typography.Title>
        {orderNumber ? (
          <div className={styles.barcode}>
            <OrderBarcode orderNumber={orderNumber} label={t('slip.barcodeAlt', { number: orderNumber })} />
            <div className={styles.slipNumber} data-testid="slip-order-number">
              {orderNumber}
            </div>
          </div>
        ) : (
          <Alert type="warning" title={t('slip.noNumber')} data-testid="slip-no-number" />
        )}
        <Typography.Paragraph style={{ marginTop: 12 }}>
          {t('slip.cards', { count: order.state.items.length })}
        </Typography.Paragraph>
        <ol data-testid="slip-cards">
          {order.state.items.map((item) => (
            <li key={item.itemId}>
              {words(item.lineId ? lines.get(item.lineId) : undefined) || item.itemId}
              {item.certificationNumber
                ? ` · ${t('labels.certificationNumber', { number: item.certificationNumber })}`
                : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
};

export default ReceivingSlipPage;
