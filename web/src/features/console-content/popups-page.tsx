import { useTranslation } from 'react-i18next';
import { OwnImageTags, statusColumn, Thumbnail, titleColumn, windowColumn } from './content-cells';
import { usePopupAdminListQuery, usePopupAdminRemoveMutation, type PopupEntity } from './content-console-api';
import { PopupForm } from './content-forms';
import { ContentListPage } from './content-list-page';
import { PreviewLink } from './preview-link';
import { textIn } from './translated-text';

/**
 * Popups on the home page: per device, an image per language (Korean is the fallback), a time window
 * and a status; an "off" popup shows only in preview (?previewmode=true), within its window.
 */
const PopupsPage = () => {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const list = usePopupAdminListQuery({ offset: 0, limit: 100 });
  const [remove] = usePopupAdminRemoveMutation();

  return (
    <ContentListPage<PopupEntity>
      screenTestId="console-popups"
      testId="popup"
      title={t('popups.title')}
      newLabel={t('popups.new')}
      extra={<PreviewLink testId="popup-preview-link" label={t('popups.preview')} />}
      list={list}
      remove={remove}
      scrollX={860}
      form={(popup, close) => <PopupForm popup={popup} {...close} />}
      columns={[
        {
          title: t('console:content.image'),
          key: 'image',
          render: (_v, row) => <Thumbnail src={textIn(row.image, i18n.language)} />,
        },
        titleColumn(t('console:content.fields.title'), i18n.language),
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
        windowColumn(t('console:content.fields.window')),
        { title: t('console:content.fields.sortOrder'), dataIndex: 'sortOrder' },
        statusColumn(t('console:content.fields.status')),
      ]}
    />
  );
};

export default PopupsPage;
