import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { orderExportUrl } from './audit-api';
import { downloadJsonLines, saveBlob } from './stream-download';
import styles from './audit.module.css';

/** Downloads the order's stream exactly as the api exports it, and shows the api's SHA-256 of it. */
export const OrderExportButton = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('audit');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ name: string; sha256: string | null } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const file = await downloadJsonLines(orderExportUrl(orderId));
      const name = `order-${orderId}.jsonl`;
      saveBlob(file.blob, name);
      setSaved({ name, sha256: file.headers.get('x-content-sha256') });
    } catch (error) {
      setFailed((error as Error).message || t('loadError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size={4} style={{ maxWidth: '100%' }}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => void download()}
        data-testid="audit-order-export"
      >
        {busy ? t('order.exporting') : t('order.export')}
      </Button>
      {saved ? (
        <Typography.Text type="secondary" data-testid="audit-order-exported">
          {t('order.exported', { name: saved.name })} · {t('order.sha256')}:{' '}
          <span className={styles.hash} data-testid="audit-order-sha256">
            {saved.sha256}
          </span>
        </Typography.Text>
      ) : null}
      {failed ? <Alert type="error" showIcon title={failed} /> : null}
    </Space>
  );
};
