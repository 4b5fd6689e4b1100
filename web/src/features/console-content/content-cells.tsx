import Tag from 'antd/es/tag';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { toKstInput } from './datetime';
import { ownImageLanguages, textIn } from './translated-text';
import type { TranslatedText } from '@/lib/api/generated/slabworks-api';

const kstText = (iso: string) => toKstInput(iso).replace('T', ' ');

/** "2025-03-01 10:00 – 2025-03-31 23:59" in KST, as the form shows the window. */
export const windowText = (row: { startAt: string; endAt: string }) =>
  `${kstText(row.startAt)} – ${kstText(row.endAt)}`;

export const kstDateTime = kstText;

export const StatusTag = ({ on }: { on: boolean }) => {
  const { t } = useTranslation('console');
  return <Tag color={on ? 'green' : 'default'}>{t(on ? 'content.on' : 'content.off')}</Tag>;
};

/** The languages with their own image (the others show the Korean one). */
export const OwnImageTags = ({ image }: { image: TranslatedText }) => (
  <>
    {ownImageLanguages(image).map((l) => (
      <Tag key={l}>{l}</Tag>
    ))}
  </>
);

export const Thumbnail = ({ src }: { src: string | null | undefined }) =>
  src ? <img src={src} alt="" style={{ height: 36, maxWidth: 96, objectFit: 'cover' }} /> : null;

/*
 * The columns the content lists share; each screen gives the heading in its own namespace's words.
 */

/** The row's title in the staff member's language (Korean when it has none in it). */
export const titleColumn = <T extends { title: TranslatedText }>(
  title: string,
  language: string,
): ColumnType<T> => ({ title, key: 'title', render: (_v, row: T) => textIn(row.title, language) });

/** Which translations the row has beyond Korean (`text` picks the text that tells). */
export const translationsColumn = <T,>(title: string, text: (row: T) => TranslatedText): ColumnType<T> => ({
  title,
  key: 'languages',
  render: (_v, row: T) =>
    (['en', 'tw'] as const).filter((l) => text(row)[l]).map((l) => <Tag key={l}>{l}</Tag>),
});

/** When the row shows on the site, in KST. */
export const windowColumn = <T extends { startAt: string; endAt: string }>(title: string): ColumnType<T> => ({
  title,
  key: 'window',
  render: (_v, row: T) => windowText(row),
});

/** On or off (an "off" row shows only here, or in preview). */
export const statusColumn = <T extends { status: boolean }>(title: string): ColumnType<T> => ({
  title,
  dataIndex: 'status',
  render: (on: boolean) => <StatusTag on={on} />,
});
