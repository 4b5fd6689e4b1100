import Avatar from 'antd/es/avatar';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';

/** The signed-in member's profile photo (or initial) beside the account links, to the profile. */
export const HeaderAvatar = () => {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Link to={paths.accountProfile} aria-label={t('header.profile')} data-testid="header-avatar">
      <Avatar size={28} src={user.mbThumbnail ?? undefined}>
        {(user.mbNick ?? '?').slice(0, 1)}
      </Avatar>
    </Link>
  );
};
