import { useState, type ReactNode } from 'react';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/lib/preferences/language-select';
import { useViewport } from '@/lib/use-viewport';
import type { MemberView as CurrentUser } from '@/lib/api/generated/slabworks-api';
import { mayOpen } from './console-access';
import { consoleRoutes } from './console-routes';
import styles from './console-layout.module.css';
import { ShortcutsPanel } from './shortcuts/shortcuts-panel';
import { ROLE_KEY } from '@/lib/i18n-keys';

const routePath = (path: string) => (path ? `${paths.console}/${path}` : paths.console);

/** ant-design-pro anatomy: a side menu, a header with the staff member and the language, the page. */
export const ConsoleLayout = ({ staff, children }: { staff: CurrentUser; children: ReactNode }) => {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewport = useViewport();
  const [collapsed, setCollapsed] = useState(false);
  const items = consoleRoutes
    .filter((route) => route.inMenu && mayOpen(staff.role, route.access))
    .map((route) => ({
      key: routePath(route.path),
      icon: <route.Icon />,
      label: t(`menu.${route.key}`),
    }));
  const selected = items
    .map((item) => item.key)
    .filter((key) => pathname === key || pathname.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <Layout className={styles.shell} data-testid="console-shell">
      <Layout.Sider
        collapsible
        collapsed={collapsed || viewport === 'mobile'}
        onCollapse={setCollapsed}
        breakpoint="lg"
        collapsedWidth={viewport === 'mobile' ? 48 : 80}
        width={220}
        theme="dark"
      >
        <Link to={paths.console} className={styles.brand}>
          {collapsed ? 'SW' : t('brand')}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={items}
          onClick={({ key }) => navigate(key)}
          data-testid="console-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Typography.Text strong className={styles.title}>
            {t('title')}
          </Typography.Text>
          <Space size="middle" wrap>
            <LanguageSelect
              aria-label={t('header.language')}
              data-testid="console-language"
              className={styles.language}
            />
            <span data-testid="console-staff">
              <Typography.Text>{staff.mbNick}</Typography.Text>{' '}
              {/* Solid tags: white on these reds and blues passes AA (antd's light volcano tag does not). */}
              <Tag color={staff.role === 'ADMIN' ? '#ad2102' : '#1d39c4'}>{t(ROLE_KEY[staff.role])}</Tag>
            </span>
            <ShortcutsPanel />
            <Link to={paths.home}>{t('header.site')}</Link>
            <Link to={paths.logout}>{t('header.logout')}</Link>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
};
