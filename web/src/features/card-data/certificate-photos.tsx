import Image from 'antd/es/image';
import { useTranslation } from 'react-i18next';
import styles from './card-data.module.css';

interface PhotoImage {
  thumbnailUrl: string;
  url: string;
}

/**
 * The photos the holder shows (the api answers them only while the card is in a public album):
 * thumbnails in a row, each opening the full photo, with the others a swipe away.
 */
export const CertificatePhotos = ({ number, images }: { number: string; images: PhotoImage[] }) => {
  const { t } = useTranslation('cards');
  if (images.length === 0) return null;
  return (
    <section
      className={styles.photos}
      aria-label={t('certification.photos-title')}
      data-testid="certificate-photos"
    >
      <p className={styles.muted}>{t('certification.photos', { count: images.length })}</p>
      <div className={styles.photoRow}>
        <Image.PreviewGroup>
          {images.map((image, index) => (
            <Image
              key={image.url}
              src={image.thumbnailUrl}
              preview={{ src: image.url }}
              width={96}
              height={96}
              alt={t('certification.photo-alt', { no: number, n: index + 1 })}
              className={styles.photo}
              data-testid="certificate-photo"
            />
          ))}
        </Image.PreviewGroup>
      </div>
    </section>
  );
};
