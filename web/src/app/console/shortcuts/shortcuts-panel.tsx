import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_GROUPS } from '@/lib/console/keyboard-shortcuts';
import { usePageKey } from '@/lib/console/use-page-key';
import styles from './shortcuts-panel.module.css';

/**
 * "?" anywhere in the console (or the header's button) lists its keys; Esc or the close button closes
 * the list, and the focus goes back where it was.
 */
export const ShortcutsPanel = () => {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  usePageKey('?', () => setOpen(true));
  return (
    <>
      <Button
        type="text"
        size="small"
        aria-keyshortcuts="?"
        data-testid="shortcuts-open"
        onClick={() => setOpen(true)}
      >
        <kbd className={styles.kbd}>?</kbd> <span className={styles.label}>{t('shortcuts.button')}</span>
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
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
    </>
  );
};
