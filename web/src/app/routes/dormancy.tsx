import Button from 'antd/es/button';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { useRestoreDormancyMutation } from '@/lib/session/get-current-user';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';

const DormancyRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();
  const [restore, { isLoading }] = useRestoreDormancyMutation();

  const onRestore = async () => {
    const result = await restore();
    if ('error' in result) {
      toast(serverMessageOf(result.error) ?? t('dormancy.failed'), 'error');
      return;
    }
    toast(t('dormancy.restored'), 'success');
    void navigate('/', { replace: true });
  };

  return (
    <AuthPanel
      title={t('dormancy.title')}
      lead={t('dormancy.lead')}
      testId="dormancy-page"
      footer={<Link to={paths.logout}>{t('dormancy.logout')}</Link>}
    >
      <Button type="primary" size="large" block loading={isLoading} onClick={onRestore}>
        {t('dormancy.restore')}
      </Button>
    </AuthPanel>
  );
};

export default DormancyRoute;
