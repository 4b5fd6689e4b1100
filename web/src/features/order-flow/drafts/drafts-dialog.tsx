import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import { useAppSelector } from '@/app/hooks';
import { EmptyView, ErrorView, LoadingView } from '@/components/ui/status-views';
import { formatDateTime } from '@/lib/dates';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useDiscardDraftMutation, useListDraftsQuery } from '../api/order-flow-api';
import { draftCardCount, draftHref, draftInputOf } from './draft-values';
import styles from '../submission/submission.module.css';
import { labelOf, PRICE_LEVEL_KEY } from '@/lib/i18n-keys';

/** The member's saved drafts: load one (what is on screen now is replaced) or delete it. */
const DraftsDialog = ({
  onClose,
  after,
}: {
  onClose: () => void;
  /** The last draft this screen saved: the list waits until it shows that save. */
  after?: { orderId: string; revision: number };
}) => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  // Read your own writes: the list is a read model, so it is asked for the last change made here.
  const [seen, setSeen] = useState(after);
  const drafts = useListDraftsQuery(seen ? { orderId: seen.orderId, minRevision: seen.revision } : {});
  const [discard, discarding] = useDiscardDraftMutation();
  // A draft deleted here leaves the list at once: under load the read model may answer (after its
  // read-your-writes wait) before the projection has removed the row.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const remove = async (orderId: string) => {
    const answer = await discard(orderId);
    if ('error' in answer) return;
    setRemoved((before) => new Set(before).add(orderId));
    setSeen({ orderId: answer.data.orderId, revision: answer.data.revision });
  };
  const shown = drafts.data?.filter((view) => !removed.has(view.orderId));

  const body = () => {
    if (drafts.isLoading) return <LoadingView />;
    if (drafts.isError) return <ErrorView onRetry={() => void drafts.refetch()} />;
    if (!shown?.length) return <EmptyView>{t('drafts.empty')}</EmptyView>;
    return (
      <ul className={styles.draftList} data-testid="draft-list">
        {shown.map((view) => {
          const draft = draftInputOf(view);
          const type = draft.submitType ?? 'GENERAL';
          return (
            <li key={view.orderId} data-testid="draft-row">
              <div>
                <strong>{t(`price.types.${type}`)}</strong>
                {draft.orderType && type === 'GENERAL'
                  ? ` · ${labelOf(t, PRICE_LEVEL_KEY, draft.orderType)}`
                  : ''}
                <div className={styles.hint}>
                  {t('drafts.row', {
                    count: draftCardCount(draft),
                    date: formatDateTime(view.updatedAt, language),
                  })}
                </div>
              </div>
              <div className={styles.actions}>
                <Popconfirm
                  title={t('drafts.load-warning')}
                  okText={t('drafts.load')}
                  cancelText={t('drafts.cancel')}
                  onConfirm={() => {
                    onClose();
                    void navigate(draftHref(view));
                  }}
                >
                  <Button size="small" type="primary" data-testid="draft-load">
                    {t('drafts.load')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('drafts.delete-warning')}
                  okText={t('drafts.delete')}
                  cancelText={t('drafts.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove(view.orderId)}
                >
                  <Button size="small" danger loading={discarding.isLoading} data-testid="draft-delete">
                    {t('drafts.delete')}
                  </Button>
                </Popconfirm>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Modal open title={t('drafts.title')} onCancel={onClose} footer={null}>
      <div data-testid="drafts-dialog">{body()}</div>
    </Modal>
  );
};

export default DraftsDialog;
