import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { ConsoleTable } from '@/lib/console/console-table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { COMPANY_TIME_ZONE, formatDateTime } from '@/lib/dates';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useViewport } from '@/lib/use-viewport';
import {
  useIssueApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  type PublicApiKey,
} from './api-keys-console-api';
import { actionsColumn, ONE_BUTTON, sidewaysScroll } from '@/lib/console/table-columns';
import { IssuedKeyNotice } from './issued-key-notice';
import type { IssueOutcome } from './issue-key-form';
import { LoadFailedAlert } from '@/lib/console/load-failed-alert';

// The form (antd's form engine) and a revoke's question (Popconfirm) load beside the list's request:
// the page and its table show without waiting for them (issue 38 item 7).
const IssueKeyForm = lazy(() => import('./issue-key-form'));
const Popconfirm = lazy(() => import('antd/es/popconfirm'));
// antd's green tag is below AA contrast for its small text: the same green, darker.
const ACTIVE_TAG = { color: '#1d6b35', background: '#eaf6ee', borderColor: '#b7dfc3' };

/** ADMIN: keys of the public read API (/api/public/v1): who has one, issue a key, revoke one. */
const ApiKeysPage = () => {
  const { t } = useTranslation('api-keys-console');
  // A phone has no room for the label and the field side by side.
  const stacked = useViewport() === 'mobile';
  const language = useAppSelector(selectLanguage);
  const list = useListApiKeysQuery();
  const [issue, issuing] = useIssueApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const [issued, setIssued] = useState<{ name: string; key: string }>();
  const [failure, setFailure] = useState<string>();

  const submit = async (name: string): Promise<IssueOutcome> => {
    setFailure(undefined);
    const result = await issue({ name });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      if (fields.name) return { issued: false, nameError: fields.name };
      setFailure(serverMessageOf(result.error) ?? t('error'));
      return { issued: false };
    }
    setIssued({ name: result.data.name, key: result.data.key });
    return { issued: true };
  };

  const revokeKey = async (key: PublicApiKey) => {
    setFailure(undefined);
    const result = await revoke(key.id);
    if ('error' in result) setFailure(serverMessageOf(result.error) ?? t('error'));
  };

  // Disabled until its question has loaded: a click must never fall through to nothing.
  const revokeButton = (ready: boolean) => (
    <Button size="small" data-testid="api-key-revoke" disabled={!ready}>
      {t('revoke.button')}
    </Button>
  );

  return (
    <div data-testid="console-api-keys">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <Typography.Paragraph style={{ color: '#6b6180' }}>{t('lead')}</Typography.Paragraph>
      {issued && (
        <IssuedKeyNotice name={issued.name} secret={issued.key} onDone={() => setIssued(undefined)} />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid="api-keys-error"
        />
      )}
      <Card title={t('new.title')} style={{ marginBottom: 16 }}>
        <Suspense fallback={<Spin data-testid="api-key-form-loading" />}>
          <IssueKeyForm stacked={stacked} busy={issuing.isLoading} onIssue={submit} />
        </Suspense>
      </Card>
      <Card title={t('list.title')}>
        {list.isError ? (
          <LoadFailedAlert title={t('error')} retryLabel={t('retry')} onRetry={list.refetch} />
        ) : (
          <ConsoleTable<PublicApiKey>
            rowKey="id"
            size="small"
            {...sidewaysScroll(640)}
            loading={list.isFetching}
            dataSource={list.data ?? []}
            pagination={false}
            locale={{ emptyText: t('list.empty') }}
            data-testid="api-key-rows"
            columns={[
              { title: t('list.name'), dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
              {
                title: t('list.prefix'),
                dataIndex: 'keyPrefix',
                render: (prefix: string) => <Typography.Text code>{`${prefix}…`}</Typography.Text>,
              },
              {
                title: t('list.created'),
                render: (_, key) => formatDateTime(key.createdAt, language, COMPANY_TIME_ZONE),
              },
              {
                title: t('list.status'),
                render: (_, key) =>
                  key.revokedAt ? (
                    <Tag data-testid="api-key-status">
                      {t('list.revoked', { at: formatDateTime(key.revokedAt, language, COMPANY_TIME_ZONE) })}
                    </Tag>
                  ) : (
                    <Tag style={ACTIVE_TAG} data-testid="api-key-status">
                      {t('list.active')}
                    </Tag>
                  ),
              },
              actionsColumn<PublicApiKey>(
                (key) =>
                  key.revokedAt ? null : (
                    <Suspense fallback={revokeButton(false)}>
                      <Popconfirm
                        title={t('revoke.confirm', { name: key.name })}
                        description={t('revoke.effect')}
                        okText={t('revoke.ok')}
                        cancelText={t('revoke.cancel')}
                        okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-ok' } as never}
                        onConfirm={() => revokeKey(key)}
                      >
                        {revokeButton(true)}
                      </Popconfirm>
                    </Suspense>
                  ),
                ONE_BUTTON,
              ),
            ]}
          />
        )}
      </Card>
    </div>
  );
};

export default ApiKeysPage;
