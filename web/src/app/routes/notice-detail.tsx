import { ArticleDetail } from '@/features/content/article/article-detail';

const NoticeDetailRoute = () => <ArticleDetail section="notice" />;

export default NoticeDetailRoute;
