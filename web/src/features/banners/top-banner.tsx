import { Link } from 'react-router';
import { useVisibleBanners } from './use-visible-banners';
import styles from './top-banner.module.css';

export const TopBanner = () => {
  const { banners } = useVisibleBanners('TOP');
  const banner = banners[0];
  if (!banner) return null;
  const image = <img src={banner.fileInfo.url} alt={banner.title ?? ''} />;
  return (
    <div
      className={styles.strip}
      style={{ background: banner.colorCode ?? '#6d28d9' }}
      data-testid="top-banner"
    >
      {banner.landingUrl ? <Link to={banner.landingUrl}>{image}</Link> : image}
    </div>
  );
};
