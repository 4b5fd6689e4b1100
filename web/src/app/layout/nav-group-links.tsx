import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { navGroups } from '@/app/layout/nav-groups';

/**
 * The four header groups, each its title and its links: the desktop mega menu (`div`s) and the mobile
 * drawer (`section`s in its nav) list the same ones, each in its own look.
 */
export const NavGroupLinks = ({
  as: Group,
  groupClass,
  titleClass,
}: {
  as: 'div' | 'section';
  groupClass: string | undefined;
  titleClass: string | undefined;
}) => {
  const { t } = useTranslation('shell');
  return (
    <>
      {navGroups.map((group) => (
        <Group key={group.key} className={groupClass}>
          <p className={titleClass}>{t(group.label)}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </>
  );
};
