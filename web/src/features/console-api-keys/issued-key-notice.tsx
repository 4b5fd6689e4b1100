import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/**
 * The secret of a key just issued. The api keeps only its hash, so this is the one time anyone sees
 * it: a copy button, and nothing that shows it again once dismissed.
 */
export const IssuedKeyNotice = ({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) => {
  const { t } = useTranslation('api-keys-console');
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="api-key-issued"
      title={t('issued.title', { name })}
      description={
        <>
          <p style={{ margin: '4px 0 8px' }}>{t('issued.once')}</p>
          <Typography.Text
            code
            copyable={{ text: secret, tooltips: [t('issued.copy'), t('issued.copied')] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="api-key-secret"
          >
            {secret}
          </Typography.Text>
        </>
      }
      action={
        <Button size="small" onClick={onDone} data-testid="api-key-issued-done">
          {t('issued.done')}
        </Button>
      }
    />
  );
};
