import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';
import styles from './header-avatar.module.css';

/**
 * The signed-in member's profile photo (or initial) beside the account links, to the profile. Plain
 * markup, not antd's Avatar: the header is in every page's first download, and Avatar brought antd's
 * style engine into it (~75 KiB gz, bench:web's entry 172 → 244 KiB).
 */
export const HeaderAvatar = () => {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Link to={paths.accountProfile} aria-label={t('header.profile')} data-testid="header-avatar">
      <span className={styles.avatar} aria-hidden="true">
        {user.mbThumbnail ? (
          <img src={user.mbThumbnail} alt="" width={28} height={28} />
        ) : (
          (user.mbNick ?? '?').slice(0, 1)
        )}
      </span>
    </Link>
  );
};
