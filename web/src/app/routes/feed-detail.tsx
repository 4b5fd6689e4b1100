import { ArticleDetail } from '@/features/content/article/article-detail';

const FeedDetailRoute = () => <ArticleDetail section="feed" />;

export default FeedDetailRoute;
