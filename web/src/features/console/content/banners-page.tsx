import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { BannerEntity } from '@/lib/api/generated/slabworks-api';
import { useBannerAdminListQuery, useBannerAdminRemoveMutation } from '../api/console-api';
import { BannerForm } from './banner-form';
import { toKstInput } from './datetime';

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
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={3}>{t('content.banners.title')}</Typography.Title>
        <Space wrap>
          <a href="/?previewmode=true" target="_blank" rel="noreferrer" data-testid="banner-preview-link">
            {t('content.preview')}
          </a>
          <Button type="primary" data-testid="banner-new" onClick={() => setEditing('new')}>
            {t('content.banners.new')}
          </Button>
        </Space>
      </Space>
      {editing !== null && (
        <BannerForm
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
            render: (_v, row) => (
              <img src={row.image.ko} alt="" style={{ height: 36, maxWidth: 96, objectFit: 'cover' }} />
            ),
          },
          {
            title: t('content.fields.title'),
            key: 'title',
            // In the console's language when the banner has it; Korean otherwise.
            render: (_v, row) => row.title[i18n.language as 'ko' | 'en' | 'tw'] || row.title.ko,
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
            render: (_v, row) =>
              (['en', 'tw'] as const)
                .filter((l) => row.image[l] && row.image[l] !== row.image.ko)
                .map((l) => <Tag key={l}>{l}</Tag>),
          },
          {
            title: t('content.fields.window'),
            key: 'window',
            render: (_v, row) =>
              `${toKstInput(row.startAt).replace('T', ' ')} – ${toKstInput(row.endAt).replace('T', ' ')}`,
          },
          {
            title: t('content.fields.status'),
            dataIndex: 'status',
            render: (on: boolean) => (
              <Tag color={on ? 'green' : 'default'}>{t(on ? 'content.on' : 'content.off')}</Tag>
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_v, row) => (
              <Space>
                <Button size="small" data-testid="banner-edit" onClick={() => setEditing(row)}>
                  {t('content.edit')}
                </Button>
                <Popconfirm
                  title={t('content.deleteConfirm')}
                  okText={t('content.delete')}
                  cancelText={t('content.cancel')}
                  onConfirm={() =>
                    remove(row.id)
                      .unwrap()
                      .then(() => refetch())
                  }
                >
                  <Button size="small" danger>
                    {t('content.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
};

export default BannersPage;
