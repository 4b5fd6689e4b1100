import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';

// The question loads with the first delete asked for on the screen; it stays mounted after, so closing animates.
const Modal = lazy(() => import('antd/es/modal'));

/**
 * A list row's edit and delete. Delete asks in a centred dialog (a Popconfirm anchored in the table
 * was placed off screen in Chromium); a refusal shows beside the buttons.
 */
export const RowActions = ({
  testId,
  onEdit,
  onDelete,
  deleteLabel,
  deleteQuestion,
  children,
}: {
  testId: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  /** A row that is never deleted is "ended" instead (promotions): the button's and the dialog's words. */
  deleteLabel?: string;
  deleteQuestion?: string;
  /** More for the row after the buttons (a link to it on the public site). */
  children?: ReactNode;
}) => {
  const { t } = useTranslation('console');
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
      setFailed(null);
    } catch (error) {
      setFailed(serverMessageOf(error as never) ?? t('content.saveFailed'));
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };
  return (
    <Space wrap>
      <Button size="small" data-testid={`${testId}-edit`} onClick={onEdit}>
        {t('content.edit')}
      </Button>
      <Button
        size="small"
        danger
        data-testid={`${testId}-delete`}
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        {deleteLabel ?? t('content.delete')}
      </Button>
      {children}
      {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
      {asked && (
        <Suspense fallback={null}>
          <Modal
            open={asking}
            title={deleteQuestion ?? t('content.deleteConfirm')}
            okText={deleteLabel ?? t('content.delete')}
            okButtonProps={{ danger: true, loading: deleting, 'data-testid': `${testId}-delete-confirm` }}
            cancelText={t('content.cancel')}
            onOk={() => void remove()}
            onCancel={() => setAsking(false)}
            width={360}
          />
        </Suspense>
      )}
    </Space>
  );
};
