import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { toKstInput } from './datetime';
import { ownImageLanguages } from './translated-text';
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
