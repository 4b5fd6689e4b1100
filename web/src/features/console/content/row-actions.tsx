import { useState } from 'react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';

/** A list row's edit and delete (delete asks first; a refusal shows beside the buttons). */
export const RowActions = ({
  testId,
  onEdit,
  onDelete,
}: {
  testId: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) => {
  const { t } = useTranslation('console');
  const [failed, setFailed] = useState<string | null>(null);
  const remove = () =>
    onDelete().then(
      () => setFailed(null),
      (error: unknown) => setFailed(serverMessageOf(error as never) ?? t('content.saveFailed')),
    );
  return (
    <Space wrap>
      <Button size="small" data-testid={`${testId}-edit`} onClick={onEdit}>
        {t('content.edit')}
      </Button>
      <Popconfirm
        title={t('content.deleteConfirm')}
        okText={t('content.delete')}
        cancelText={t('content.cancel')}
        onConfirm={remove}
      >
        <Button size="small" danger data-testid={`${testId}-delete`}>
          {t('content.delete')}
        </Button>
      </Popconfirm>
      {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
    </Space>
  );
};
