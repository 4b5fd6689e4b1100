import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PreferenceSwitchers } from '@/features/preferences/preference-switchers';
import { AccountLinks } from '@/app/layout/account-links';
import { NavGroupLinks } from '@/app/layout/nav-group-links';
import styles from '@/app/layout/mobile-drawer.module.css';

// Full-width drawer from the top; any route change closes it (spec §2).
export const MobileDrawer = () => {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-label={open ? t('header.close-menu') : t('header.open-menu')}
        aria-expanded={open}
        aria-controls="site-drawer"
        data-testid="hamburger"
        onClick={() => setOpen(!open)}
      >
        <span className={`${styles.bars} ${open ? styles.barsOpen : ''}`} aria-hidden="true" />
      </button>
      {open && <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />}
      <div
        id="site-drawer"
        className={`${styles.drawer} ${open ? styles.open : ''}`}
        data-testid="mobile-drawer"
        hidden={!open}
      >
        <nav aria-label={t('header.main-menu')}>
          <NavGroupLinks as="section" groupClass={styles.group} titleClass={styles.groupTitle} />
        </nav>
        <div className={styles.footer}>
          <PreferenceSwitchers tone="dark" />
          <AccountLinks stacked />
          <Link to={paths.gradingSubmitPrice} className={styles.apply}>
            {t('header.apply')}
          </Link>
        </div>
      </div>
    </>
  );
};
