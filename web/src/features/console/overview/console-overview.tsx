import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session/use-session';
import { mayOpen } from '../shell/console-access';
import { consoleRoutes } from '../shell/console-routes';

/** The console's start: who is signed in, with which role, and the areas that role opens. */
const ConsoleOverview = () => {
  const { t } = useTranslation('console');
  const { user } = useSession();
  const areas = consoleRoutes.filter(
    (route) => route.path && route.inMenu && mayOpen(user?.role, route.access),
  );
  return (
    <div data-testid="console-overview">
      <Typography.Title level={3}>{t('overview.title')}</Typography.Title>
      <Card>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('overview.name')}>{user?.mbNick}</Descriptions.Item>
          <Descriptions.Item label={t('overview.email')}>{user?.mbEmail}</Descriptions.Item>
          <Descriptions.Item label={t('overview.role')}>
            {user?.role ? t(`role.${user.role}`) : ''}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {areas.length > 0 && (
        <Card title={t('overview.areas')} style={{ marginTop: 16 }}>
          {areas.map((route) => (
            <p key={route.path}>
              <Link to={`${paths.console}/${route.path}`}>{t(`menu.${route.key}`)}</Link>
            </p>
          ))}
        </Card>
      )}
    </div>
  );
};

export default ConsoleOverview;
