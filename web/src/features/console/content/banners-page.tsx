import { useState } from 'react';
import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { BannerEntity } from '@/lib/api/generated/slabworks-api';
import { useBannerAdminListQuery, useBannerAdminRemoveMutation } from '../api/console-api';
import { BannerForm } from './banner-form';
import { OwnImageTags, StatusTag, Thumbnail, windowText } from './content-cells';
import { ContentPageHeader } from './content-page-header';
import { PreviewLink } from './preview-link';
import { RowActions } from './row-actions';
import { textIn } from './translated-text';

/**
 * Banners (MAIN, TOP, SUB): each with a title and an image per language (Korean is the fallback),
 * a device type, a time window and a status; an "off" banner shows only with ?previewmode=true.
 */
const BannersPage = () => {
  const { t, i18n } = useTranslation('console');
  const { data, isLoading, isError, refetch } = useBannerAdminListQuery({ offset: 0, limit: 100 });
  const [remove] = useBannerAdminRemoveMutation();
  const [editing, setEditing] = useState<BannerEntity | 'new' | null>(null);

  return (
    <div data-testid="console-banners">
      <ContentPageHeader
        title={t('content.banners.title')}
        newLabel={t('content.banners.new')}
        testId="banner"
        extra={<PreviewLink testId="banner-preview-link" label={t('content.preview')} />}
        onNew={() => setEditing('new')}
      />
      {editing !== null && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void refetch();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {isError && <Alert type="error" title={t('content.loadFailed')} style={{ marginBottom: 16 }} />}
      <Table<BannerEntity>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.rows ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('content.empty') }}
        pagination={false}
        columns={[
          {
            title: t('content.image'),
            key: 'image',
            render: (_v, row) => <Thumbnail src={row.image.ko} />,
          },
          {
            title: t('content.fields.title'),
            key: 'title',
            render: (_v, row) => textIn(row.title, i18n.language),
          },
          { title: t('content.fields.type'), dataIndex: 'type' },
          {
            title: t('content.fields.device'),
            dataIndex: 'deviceType',
            render: (d: string | null) => t(`content.device.${d ?? 'ALL'}`),
          },
          {
            title: t('content.languages'),
            key: 'languages',
            render: (_v, row) => <OwnImageTags image={row.image} />,
          },
          { title: t('content.fields.window'), key: 'window', render: (_v, row) => windowText(row) },
          {
            title: t('content.fields.status'),
            dataIndex: 'status',
            render: (on: boolean) => <StatusTag on={on} />,
          },
          {
            title: '',
            key: 'actions',
            render: (_v, row) => (
              <RowActions
                testId="banner"
                onEdit={() => setEditing(row)}
                onDelete={() =>
                  remove(row.id)
                    .unwrap()
                    .then(() => refetch())
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
};

export default BannersPage;
