import { useState } from 'react';
import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useViewport } from '@/lib/use-viewport';
import { OwnImageTags, StatusTag, Thumbnail, windowText } from './content-cells';
import { usePopupAdminListQuery, usePopupAdminRemoveMutation, type PopupEntity } from './content-console-api';
import { ContentPageHeader } from './content-page-header';
import { PopupForm } from './popup-form';
import { PreviewLink } from './preview-link';
import { RowActions } from './row-actions';
import { textIn } from './translated-text';

/**
 * Popups on the home page: per device, an image per language (Korean is the fallback), a time window
 * and a status; an "off" popup shows only in preview (?previewmode=true), within its window.
 */
const PopupsPage = () => {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const viewport = useViewport();
  const { data, isLoading, isError, refetch } = usePopupAdminListQuery({ offset: 0, limit: 100 });
  const [remove] = usePopupAdminRemoveMutation();
  const [editing, setEditing] = useState<PopupEntity | 'new' | null>(null);

  return (
    <div data-testid="console-popups">
      <ContentPageHeader
        title={t('popups.title')}
        newLabel={t('popups.new')}
        testId="popup"
        extra={<PreviewLink testId="popup-preview-link" label={t('popups.preview')} />}
        onNew={() => setEditing('new')}
      />
      {editing !== null && (
        <PopupForm
          key={editing === 'new' ? 'new' : editing.id}
          popup={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void refetch();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {isError && <Alert type="error" title={t('console:content.loadFailed')} style={{ marginBottom: 16 }} />}
      <Table<PopupEntity>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.rows ?? []}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('console:content.empty') }}
        pagination={false}
        columns={[
          {
            title: t('console:content.image'),
            key: 'image',
            render: (_v, row) => <Thumbnail src={textIn(row.image, i18n.language)} />,
          },
          {
            title: t('console:content.fields.title'),
            key: 'title',
            render: (_v, row) => textIn(row.title, i18n.language),
          },
          {
            title: t('console:content.fields.device'),
            dataIndex: 'deviceType',
            render: (d: PopupEntity['deviceType']) => t(`console:content.device.${d}`),
          },
          {
            title: t('console:content.languages'),
            key: 'languages',
            render: (_v, row) => <OwnImageTags image={row.image} />,
          },
          { title: t('console:content.fields.window'), key: 'window', render: (_v, row) => windowText(row) },
          { title: t('console:content.fields.sortOrder'), dataIndex: 'sortOrder' },
          {
            title: t('console:content.fields.status'),
            dataIndex: 'status',
            render: (on: boolean) => <StatusTag on={on} />,
          },
          {
            title: '',
            key: 'actions',
            // Kept in view while a tablet scrolls the table sideways (a phone needs the width for the text).
            fixed: viewport === 'mobile' ? undefined : 'right',
            render: (_v, row) => (
              <RowActions
                testId="popup"
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

export default PopupsPage;
