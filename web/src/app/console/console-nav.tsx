import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { MemberView as CurrentUser } from '@/lib/api/generated/slabworks-api';
import { mayOpen } from './console-access';
import { consoleRoutes } from './console-routes';
import styles from './console-layout.module.css';

const routePath = (path: string) => (path ? `${paths.console}/${path}` : paths.console);

/**
 * The side menu: plain links (a menu of pages is navigation, not an ARIA menu), the open page marked with
 * aria-current. Collapsed, each link shows its icon and keeps its name for screen readers and as a tooltip.
 */
export const ConsoleNav = ({ staff, collapsed }: { staff: CurrentUser; collapsed: boolean }) => {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const entries = consoleRoutes
    .filter((route) => route.inMenu && mayOpen(staff.role, route.access))
    .map((route) => ({ route, to: routePath(route.path), label: t(`menu.${route.key}`) }));
  // The longest address the page is at or under: /console/orders/:id marks "orders", not the dashboard.
  const current = entries
    .map((entry) => entry.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <nav aria-label={t('header.menu')} data-testid="console-menu">
      <ul className={styles.menu}>
        {entries.map(({ route, to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.menuItem}
              aria-current={to === current ? 'page' : undefined}
              title={collapsed ? label : undefined}
            >
              <span className={styles.menuIcon} aria-hidden>
                <route.Icon />
              </span>
              <span className={collapsed ? styles.hiddenLabel : undefined}>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
