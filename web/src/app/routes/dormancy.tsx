import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRestoreDormancyMutation } from '@/features/session/api/get-current-user';
import { useToast } from '@/features/toasts/use-toast';
import styles from './auth.module.css';

const DormancyRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();
  const [restore, { isLoading }] = useRestoreDormancyMutation();

  const onRestore = async () => {
    const result = await restore();
    if ('error' in result) {
      toast(t('dormancy.failed'), 'error');
      return;
    }
    toast(t('dormancy.restored'), 'success');
    void navigate('/', { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <h1>{t('dormancy.title')}</h1>
        <p>{t('dormancy.lead')}</p>
        <Button type="primary" size="large" block loading={isLoading} onClick={onRestore}>
          {t('dormancy.restore')}
        </Button>
      </div>
    </div>
  );
};

export default DormancyRoute;
