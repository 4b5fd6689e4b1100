import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A signed-in caller without a console role (or without the area's role). */
export const ForbiddenPage = () => {
  const { t } = useTranslation('console');
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden.body')}
      data-testid="console-forbidden"
      extra={
        <Link to={paths.home}>
          <Button type="primary">{t('forbidden.home')}</Button>
        </Link>
      }
    />
  );
};
