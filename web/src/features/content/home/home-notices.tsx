import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { QueryView } from '@/components/ui/status-views';
import { formatDate } from '@/lib/dates';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useArticleListQuery } from '../api/content-api';
import styles from './home-news.module.css';

/** The home page's four newest notices, linking to the notice list. */
export const HomeNotices = () => {
  const { t } = useTranslation('home');
  const lang = useAppSelector(selectLanguage);
  const notices = useArticleListQuery({ kind: 'NOTICE', offset: 0, limit: 4 });
  return (
    <section className="section">
      <div className="container">
        <div className={styles.headRow}>
          <h2 className="section-title">{t('notices.title')}</h2>
          <Link to={paths.notice}>{t('notices.more')}</Link>
        </div>
        <QueryView query={notices} isEmpty={({ rows }) => rows.length === 0}>
          {({ rows }) => (
            <ul className={styles.noticeList}>
              {rows.map((notice) => (
                <li key={notice.id}>
                  <Link to={`${paths.notice}#article-${notice.id}`}>{notice.title}</Link>
                  <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, lang)}</time>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
};
