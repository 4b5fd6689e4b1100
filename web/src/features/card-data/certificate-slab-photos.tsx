import Image from 'antd/es/image';
import { useTranslation } from 'react-i18next';
import type { GetCertificationApiResponse } from '@/lib/api/generated/slabworks-api';
import styles from './card-data.module.css';

type SlabPhotos = GetCertificationApiResponse['data']['slabPhotos'];

/** The slab as we cased it, front and back (our photos, taken at casing: shown to everyone). */
export const CertificateSlabPhotos = ({ number, photos }: { number: string; photos: SlabPhotos }) => {
  const { t } = useTranslation('cards');
  const sides = (
    [
      {
        side: 'front',
        image: photos.front,
        alt: 'certification.slab.front-alt',
        caption: 'certification.slab.front',
      },
      {
        side: 'back',
        image: photos.back,
        alt: 'certification.slab.back-alt',
        caption: 'certification.slab.back',
      },
    ] as const
  ).filter((entry) => entry.image !== null);
  if (sides.length === 0) return null;
  return (
    <section className={styles.photos} aria-label={t('certification.slab.title')} data-testid="slab-photos">
      <p className={styles.muted}>{t('certification.slab.title')}</p>
      <div className={styles.photoRow}>
        <Image.PreviewGroup>
          {sides.map(({ side, image, alt, caption }) => (
            <figure key={side} style={{ margin: 0, textAlign: 'center' }}>
              <Image
                src={image!.thumbnailUrl}
                preview={{ src: image!.url }}
                width={120}
                height={160}
                alt={t(alt, { no: number })}
                className={styles.photo}
                data-testid={`slab-photo-${side}`}
              />
              <figcaption className={styles.muted}>{t(caption)}</figcaption>
            </figure>
          ))}
        </Image.PreviewGroup>
      </div>
    </section>
  );
};
