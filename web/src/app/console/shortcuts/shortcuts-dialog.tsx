import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_GROUPS } from '@/lib/console/keyboard-shortcuts';
import styles from './shortcuts-panel.module.css';

/** The list of the console's keys, in words, by group. */
const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('console');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('shortcuts.title')}
      closable={{ 'aria-label': t('shortcuts.close') }}
      destroyOnHidden
    >
      <div data-testid="shortcuts-panel">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.key} className={styles.group}>
            <Typography.Title level={5}>{t(`shortcuts.group.${group.key}`)}</Typography.Title>
            <dl className={styles.list}>
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.key} className={styles.row}>
                  <dt>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && ' + '}
                        <kbd className={styles.kbd}>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{t(`shortcuts.list.${shortcut.key}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
};

export default ShortcutsDialog;
