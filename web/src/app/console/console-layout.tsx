import { useState, type ReactNode } from 'react';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/lib/preferences/language-select';
import { useViewport } from '@/lib/use-viewport';
import type { MemberView as CurrentUser } from '@/lib/api/generated/slabworks-api';
import { ConsoleNav } from './console-nav';
import styles from './console-layout.module.css';
import { ShortcutsPanel } from './shortcuts/shortcuts-panel';
import { ROLE_KEY } from '@/lib/i18n-keys';

/**
 * ant-design-pro anatomy: a side menu, a header with the staff member and the language, the page. Plain
 * markup and CSS rather than antd's Layout and Menu: every console screen downloads the shell first, and
 * those two brought rc-menu, its overflow and tooltips (~25 KiB gz) to draw a list of links.
 */
export const ConsoleLayout = ({ staff, children }: { staff: CurrentUser; children: ReactNode }) => {
  const { t } = useTranslation('console');
  const viewport = useViewport();
  // Narrower than a desktop the menu starts as an icon rail; on a phone it stays one (48 px).
  const [chosen, setChosen] = useState<boolean>();
  const mobile = viewport === 'mobile';
  const collapsed = mobile || (chosen ?? viewport !== 'desktop');

  return (
    <div className={styles.shell} data-testid="console-shell">
      <aside
        className={`${styles.sider} ${collapsed ? styles.siderCollapsed : ''} ${mobile ? styles.siderRail : ''}`}
      >
        <Link to={paths.console} className={styles.brand}>
          {collapsed ? 'SW' : t('brand')}
        </Link>
        <ConsoleNav staff={staff} collapsed={collapsed} />
        {!mobile && (
          <button
            type="button"
            className={styles.collapse}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('header.expandMenu') : t('header.collapseMenu')}
            data-testid="console-menu-toggle"
            onClick={() => setChosen(!collapsed)}
          >
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
        )}
      </aside>
      <div className={styles.main}>
        <header className={styles.header}>
          <strong className={styles.title}>{t('title')}</strong>
          <div className={styles.tools}>
            <LanguageSelect
              aria-label={t('header.language')}
              data-testid="console-language"
              className={styles.language}
            />
            <span data-testid="console-staff">
              <span data-testid="console-staff-name">{staff.mbNick}</span>{' '}
              {/* Solid tags: white on these reds and blues passes AA (antd's light volcano tag does not). */}
              <span
                className={styles.role}
                style={{ background: staff.role === 'ADMIN' ? '#ad2102' : '#1d39c4' }}
              >
                {t(ROLE_KEY[staff.role])}
              </span>
            </span>
            <ShortcutsPanel />
            <Link to={paths.home}>{t('header.site')}</Link>
            <Link to={paths.logout}>{t('header.logout')}</Link>
          </div>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
};
