import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cookieNames, popupHideDays, contentListPage } from '@/config/constants';
import { writeCookie } from '@/lib/cookies';
import { isPreviewMode } from '@/lib/content-preview';
import { deviceTypeOf, useViewport } from '@/lib/use-viewport';
import { usePopupListQuery } from './api/get-popups';
import { PopupImage } from './popup-image';
import { slideLabel } from './popup-visibility';
import styles from './popup-layer.module.css';

// Mobile: one bottom sheet with slides. Desktop: one modal per popup, stacked side by side.
export const PopupLayer = () => {
  const { t } = useTranslation('shell');
  const deviceType = deviceTypeOf(useViewport());
  const { pathname, search } = useLocation();
  // In preview mode the api also answers popups that are switched off (an operator checking one).
  const preview = isPreviewMode(search) ? ({ previewmode: 'true' } as const) : {};
  const popups =
    usePopupListQuery({ deviceType, type: 'POPUP', ...contentListPage, ...preview }).data?.rows ?? [];
  const [closedIds, setClosedIds] = useState<number[]>([]);
  const [dismissedAll, setDismissedAll] = useState(false);
  const [slide, setSlide] = useState(0);
  const [openedAt] = useState(pathname);

  useEffect(() => {
    if (pathname !== openedAt) setDismissedAll(true);
  }, [pathname, openedAt]);

  const open = popups.filter((popup) => !closedIds.includes(popup.id));
  if (dismissedAll || open.length === 0) return null;

  const hideForADay = () => {
    writeCookie(cookieNames.popupHide, 'true', popupHideDays);
    setDismissedAll(true);
  };

  const actions = (onClose: () => void) => (
    <div className={styles.actions}>
      <button type="button" onClick={hideForADay} data-testid="popup-hide-today">
        {t('popup.do-not-show')}
      </button>
      <button type="button" onClick={onClose} data-testid="popup-close">
        {t('popup.close')}
      </button>
    </div>
  );

  if (deviceType === 'MOBILE') {
    const current = open[Math.min(slide, open.length - 1)];
    if (!current) return null;
    return (
      <div className={styles.backdrop} role="dialog" aria-modal="true" aria-label={t('popup.label')}>
        <div className={styles.sheet} data-testid="popup-sheet">
          <div className={styles.slideFrame}>
            <PopupImage popup={current} />
            <span className={styles.counter}>
              {slideLabel(Math.min(slide, open.length - 1), open.length)}
            </span>
            {open.length > 1 && (
              <>
                <button
                  type="button"
                  className={styles.prev}
                  aria-label={t('popup.previous')}
                  onClick={() => setSlide((slide - 1 + open.length) % open.length)}
                >
                  ‹
                </button>
                <button
                  type="button"
                  className={styles.next}
                  aria-label={t('popup.next')}
                  onClick={() => setSlide((slide + 1) % open.length)}
                >
                  ›
                </button>
              </>
            )}
          </div>
          {actions(() => setDismissedAll(true))}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.desktopLayer} role="dialog" aria-modal="false" aria-label={t('popup.label')}>
      {open.map((popup, index) => (
        <div key={popup.id} className={styles.modal} data-testid="popup-modal">
          <div className={styles.modalImage}>
            <PopupImage popup={popup} />
            <span className={styles.counter}>{slideLabel(index, open.length)}</span>
          </div>
          {actions(() => setClosedIds([...closedIds, popup.id]))}
        </div>
      ))}
    </div>
  );
};

export default PopupLayer;
