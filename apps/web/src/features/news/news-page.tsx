import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import type { BlogPost, NewsEvent } from '@tc/contract/content';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { CardGrid } from '../../components/card-grid';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { PageIntro } from '../../components/page-intro';
import type { CollectionState } from '../../lib/collection-slice';
import { usePageLoad } from '../../lib/page-load';
import { usePageMeta } from '../../lib/use-page-meta';
import { blogLoad } from './blog-thunks';
import { FeedCard } from './feed-card';
import { feedPage, mergeFeed } from './news-feed';
import { newsLoad } from './news-slice';

const selectNews = (state: { news: CollectionState<NewsEvent> }) => state.news.items;

/** Both lists at once: the page is ready when both are, and fails when either fails. */
function useFeed() {
  const news = usePageLoad(newsLoad);
  const blog = usePageLoad<BlogPost[]>(blogLoad);
  const newsItems = useSelector(selectNews);
  const items = useMemo(() => mergeFeed(newsItems, blog.data ?? []), [newsItems, blog.data]);
  const failed = news.status === 'failed' ? news : blog.status === 'failed' ? blog : undefined;
  const status = failed ? 'failed' : news.status === 'ready' && blog.status === 'ready' ? 'ready' : 'loading';
  const retry = () => {
    if (news.status === 'failed') news.retry();
    if (blog.status === 'failed') blog.retry();
  };
  return { items, loaded: { status, failure: failed?.failure, retry } as const };
}

export default function NewsPage() {
  usePageMeta('News and events', 'News, blog posts, upcoming workshops and events for childcare businesses in Alberta, newest first.');
  const { items, loaded } = useFeed();
  const [params, setParams] = useSearchParams();
  const page = feedPage(items, Number(params.get('page') ?? 1));

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    document.getElementById('main-content')?.focus();
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageIntro title="News and events" lead="Announcements, workshops and articles for childcare business owners, newest first." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <LoadedContent
          loaded={loaded}
          what="the news"
          placeholder={<CardSkeletons label="Loading the news" count={6} aspect="16 / 9" minWidth={300} />}
          empty={items.length === 0}
          emptyText="There is no news at the moment. Call or write to us to hear about upcoming workshops and information sessions."
        >
          <CardGrid items={page.items} minWidth={300}>
            {(item) => <FeedCard item={item} />}
          </CardGrid>
          {page.pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
              <Pagination aria-label="News pages" count={page.pages} page={page.page} onChange={(_, next) => goTo(next)} color="primary" />
            </Box>
          )}
        </LoadedContent>
      </Container>
    </>
  );
}
