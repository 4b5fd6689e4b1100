import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import styles from '../submission/submission.module.css';

// The list (a dialog) loads on first use: it is not needed to fill in an order.
const DraftsDialog = lazy(() => import('./drafts-dialog'));

/** Save the form as a draft at any point, or open the saved drafts to load or delete one. */
export const DraftsBar = ({
  onSave,
  saving,
  message,
  saved,
}: {
  onSave: () => void;
  saving: boolean;
  message?: { ok: boolean; text: string };
  saved?: { orderId: string; revision: number };
}) => {
  const { t } = useTranslation('order');
  const [open, setOpen] = useState(false);
  return (
    <div style={{ marginBottom: 16 }}>
      <div className={styles.actions}>
        <Button onClick={onSave} loading={saving} data-testid="save-draft">
          {t('drafts.save')}
        </Button>
        <Button onClick={() => setOpen(true)} data-testid="open-drafts">
          {t('drafts.list')}
        </Button>
      </div>
      {message && (
        <Alert
          type={message.ok ? 'success' : 'error'}
          showIcon
          title={message.text}
          style={{ marginTop: 8 }}
          data-testid="draft-message"
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <DraftsDialog onClose={() => setOpen(false)} after={saved} />
        </Suspense>
      )}
    </div>
  );
};
