import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { PartnerShopForm } from './partner-shop-form';
import {
  usePartnerShopAdminListQuery,
  usePartnerShopAdminRemoveMutation,
  type PartnerShopEntity,
} from './partner-shops-api';

type Text = { ko: string; en?: string; tw?: string };

/** Partner shops as /partner-shop lists them (grouped by city, in this order); hidden ones too. */
const PartnerShopsPage = () => {
  const { t, i18n } = useTranslation('console-partners');
  const { data, isLoading, isError } = usePartnerShopAdminListQuery({ offset: 0, limit: 100 });
  const [remove, removal] = usePartnerShopAdminRemoveMutation();
  const [editing, setEditing] = useState<PartnerShopEntity | 'new' | null>(null);
  // In the console's language when the shop has it; Korean otherwise (what a visitor would see).
  const shown = (text: Text) => text[i18n.language as 'ko' | 'en' | 'tw'] || text.ko;

  return (
    <div data-testid="console-partner-shops">
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={3}>{t('shops.title')}</Typography.Title>
        <Space wrap>
          <a href="/partner-shop" target="_blank" rel="noreferrer">
            {t('shops.publicPage')}
          </a>
          <Button type="primary" data-testid="partner-shop-new" onClick={() => setEditing('new')}>
            {t('shops.new')}
          </Button>
        </Space>
      </Space>
      {editing !== null && (
        <PartnerShopForm
          key={editing === 'new' ? 'new' : editing.id}
          shop={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      )}
      {isError && <Alert type="error" title={t('loadFailed')} style={{ marginBottom: 16 }} />}
      {removal.isError && <Alert type="error" title={t('deleteFailed')} style={{ marginBottom: 16 }} />}
      <Table<PartnerShopEntity>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.rows ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('shops.empty') }}
        pagination={false}
        columns={[
          { title: t('shops.fields.city'), key: 'city', render: (_v, row) => shown(row.city) },
          {
            title: t('shops.fields.businessName'),
            key: 'businessName',
            render: (_v, row) => <span data-testid="partner-shop-name">{shown(row.businessName)}</span>,
          },
          { title: t('shops.fields.address'), key: 'address', render: (_v, row) => shown(row.address) },
          { title: t('shops.fields.number'), dataIndex: 'number' },
          {
            title: t('translations'),
            key: 'languages',
            render: (_v, row) =>
              (['en', 'tw'] as const)
                .filter((l) => (row.businessName as Text)[l])
                .map((l) => <Tag key={l}>{l}</Tag>),
          },
          { title: t('shops.fields.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
          {
            title: t('shops.fields.status'),
            dataIndex: 'status',
            render: (on: boolean) => (
              <Tag color={on ? 'green' : 'default'}>{t(on ? 'shops.listed' : 'shops.hidden')}</Tag>
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_v, row) => (
              <Space>
                <Button size="small" data-testid="partner-shop-edit" onClick={() => setEditing(row)}>
                  {t('edit')}
                </Button>
                <Popconfirm
                  title={t('deleteConfirm')}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  onConfirm={() =>
                    remove(row.id)
                      .unwrap()
                      .catch(() => undefined)
                  }
                >
                  <Button size="small" danger data-testid="partner-shop-delete">
                    {t('delete')}
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

export default PartnerShopsPage;
