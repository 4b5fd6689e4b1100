import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PreferenceSwitchers } from '@/features/preferences/preference-switchers';
import { useViewport } from '@/lib/use-viewport';
import { AccountLinks } from '@/app/layout/account-links';
import { Logo } from '@/app/layout/logo';
import { MobileDrawer } from '@/app/layout/mobile-drawer';
import { navGroups } from '@/app/layout/nav-groups';
import { NavGroupLinks } from '@/app/layout/nav-group-links';
import styles from '@/app/layout/header.module.css';

export const Header = () => {
  const { t } = useTranslation('shell');
  const viewport = useViewport();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  if (viewport !== 'desktop') {
    return (
      <header className={`${styles.header} ${styles.mobile}`} data-testid="site-header">
        <Logo />
        <MobileDrawer />
      </header>
    );
  }

  return (
    <header
      className={styles.header}
      data-testid="site-header"
      onMouseLeave={() => setMenuOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
    >
      <div className={styles.bar}>
        <Logo />
        <nav className={styles.nav} aria-label={t('header.main-menu')}>
          {navGroups.map((group) => (
            <button
              key={group.key}
              type="button"
              className={styles.navButton}
              aria-expanded={menuOpen}
              aria-controls="site-mega-menu"
              onMouseEnter={() => setMenuOpen(true)}
              onClick={() => setMenuOpen((open) => !open)}
              data-testid={`nav-${group.key}`}
            >
              {t(group.label)}
            </button>
          ))}
        </nav>
        <div className={styles.tools}>
          <PreferenceSwitchers />
          <AccountLinks />
          <Link to={paths.gradingSubmitPrice} className={styles.apply} data-testid="apply-grading">
            {t('header.apply')}
          </Link>
        </div>
      </div>
      <div
        id="site-mega-menu"
        className={`${styles.mega} ${menuOpen ? styles.megaOpen : ''}`}
        hidden={!menuOpen}
      >
        <div className={styles.megaInner}>
          <NavGroupLinks as="div" groupClass={styles.megaGroup} titleClass={styles.megaTitle} />
        </div>
      </div>
    </header>
  );
};
