import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ConsoleAccess } from './console-access';

/**
 * A signed-in caller without a console role, or without the role of the area it opened: the text names
 * who may open it, so an operator is never told to log in as an operator.
 */
export const ForbiddenPage = ({ area }: { area?: ConsoleAccess }) => {
  const { t } = useTranslation('console');
  return (
    <Result
      status="403"
      title="403"
      subTitle={area ? t(`forbidden.area.${area}`) : t('forbidden.body')}
      data-testid="console-forbidden"
      extra={
        <Link to={paths.home}>
          <Button type="primary">{t('forbidden.home')}</Button>
        </Link>
      }
    />
  );
};
