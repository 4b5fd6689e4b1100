import { Link } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import { useConsoleMembersGetQuery } from '@/lib/console/console-api';

/**
 * The member by name and e-mail, never a bare id; for ADMIN a link to the member's admin page.
 * While the member loads (or if it cannot be read) a dash stands in.
 */
export const MemberName = ({ memberId }: { memberId: string | null }) => {
  const { user } = useSession();
  const { data: member } = useConsoleMembersGetQuery(memberId ?? '', { skip: !memberId });
  if (!member) return <span data-testid="order-member">—</span>;
  const name = member.mbName || member.mbNick || '';
  const text = [name, member.mbEmail].filter(Boolean).join(' · ');
  return (
    <span data-testid="order-member">
      {user?.role === 'ADMIN' ? (
        <Link to={`/console/members?member=${encodeURIComponent(member.id)}`}>{text}</Link>
      ) : (
        text
      )}
    </span>
  );
};
