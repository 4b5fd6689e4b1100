import { lazy, Suspense, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { usePageKey } from '@/lib/console/use-page-key';
import styles from './shortcuts-panel.module.css';

// The dialog (antd's Modal) loads the first time it is asked for; from then on it stays mounted, so that
// closing it animates and gives the focus back where it was.
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));

/**
 * "?" anywhere in the console (or the header's button) lists its keys; Esc or the close button closes
 * the list, and the focus goes back where it was.
 */
export const ShortcutsPanel = () => {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = () => {
    setAsked(true);
    setOpen(true);
  };
  usePageKey('?', show);
  return (
    <>
      <Button type="text" size="small" aria-keyshortcuts="?" data-testid="shortcuts-open" onClick={show}>
        <kbd className={styles.kbd}>?</kbd> <span className={styles.label}>{t('shortcuts.button')}</span>
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
