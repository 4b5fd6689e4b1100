import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

/** A console address no screen answers. */
const ConsoleNotFound = () => {
  const { t } = useTranslation('console');
  return <Result status="404" title="404" subTitle={t('notFound')} />;
};

export default ConsoleNotFound;
