import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { TextSkeleton } from '../../components/card-skeletons';
import { LoadFailure } from '../../components/load-failure';
import { Markdown } from '../../components/markdown';
import { ResponsiveImage } from '../../components/responsive-image';
import { itemStatus, statusText } from '../../lib/content-admin/item-status';
import { parseRouteId } from '../../lib/route-id';
import { usePageLoad } from '../../lib/page-load';
import { usePageMeta } from '../../lib/use-page-meta';
import { EventFacts } from './feed-card';
import { postLoad, type Post } from './post-lookup';
import { formatPublished, KIND_LABELS } from './post-dates';

function BackToNews() {
  return (
    <Button component={RouterLink} to={paths.news} startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ mb: 3 }}>
      All news and events
    </Button>
  );
}

function PostArticle({ post }: { post: Post }) {
  const { item } = post;
  const kind = post.kind === 'blog' ? 'blog' : post.item.kind;
  const published = item.publish_at ?? item.createdAt;
  return (
    <Box component="article">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Chip size="small" label={KIND_LABELS[kind]} color={kind === 'event' ? 'secondary' : 'primary'} variant="outlined" />
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          Published <time dateTime={published}>{formatPublished(published)}</time>
          {post.kind === 'blog' && ` by ${post.item.author}`}
        </Typography>
      </Box>
      <Typography variant="h3" component="h1" gutterBottom sx={{ color: '#0b2545', fontSize: 'clamp(1.9rem, 4.5vw, 3rem)' }}>
        {item.title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 3 }}>
        {item.summary}
      </Typography>
      {post.kind === 'news' && post.item.kind === 'event' && (
        <Box sx={{ bgcolor: '#eef4fb', borderRadius: 2, p: 2, mb: 3 }}>
          <EventFacts date={post.item.event_date} location={post.item.location} />
        </Box>
      )}
      {item.image_url && (
        <Box sx={{ mb: 4 }}>
          <ResponsiveImage
            src={item.image_url}
            alt={item.image_alt ?? ''}
            width={1600}
            height={900}
            sizes="(min-width: 900px) 852px, 100vw"
            priority
            radius={2}
          />
        </Box>
      )}
      <Box sx={{ fontSize: '1.05rem', '& p': { fontSize: 'inherit' } }}>
        <Markdown>{item.body}</Markdown>
      </Box>
    </Box>
  );
}

/** /newsplanblog/{id}: one news item, event or blog post (ids are unique across both). */
export default function NewsPostPage() {
  const id = parseRouteId(useParams().id);
  const loaded = usePageLoad(postLoad(id));
  const post = loaded.status === 'ready' ? loaded.data : undefined;
  const missing = loaded.status === 'failed' && loaded.failure?.status === 404;
  // A draft or a post not yet due reaches only an administrator (the API's content.readHidden): their preview.
  const hidden = post ? itemStatus(post.item) : null;
  const asked = new URLSearchParams(useLocation().search).has('preview');
  const preview = hidden === 'draft' || hidden === 'scheduled' ? statusText(post!.item) : null;
  usePageMeta(
    post?.item.title ?? (missing ? 'Post not found' : 'News post'),
    post?.item.summary ?? 'A news item, event or blog post from the centre.',
    { noindex: preview !== null || asked },
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <BackToNews />
      {loaded.status === 'loading' && <TextSkeleton label="Loading the post" lines={8} />}
      {preview && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Preview: visitors do not see this post yet ({preview}). It will look like this once it is published.
        </Alert>
      )}
      {post && <PostArticle post={post} />}
      {missing && (
        <>
          <Typography variant="h3" component="h1" gutterBottom>
            Post not found
          </Typography>
          <Alert severity="info" sx={{ maxWidth: '70ch' }}>
            There is no published news item, event or blog post with this address. It may have been taken down; the latest news is on our
            news page.
          </Alert>
        </>
      )}
      {loaded.status === 'failed' && !missing && loaded.failure && (
        <>
          <Typography variant="h3" component="h1" gutterBottom>
            News post
          </Typography>
          <LoadFailure failure={loaded.failure} what="this post" onRetry={loaded.retry} />
        </>
      )}
    </Container>
  );
}
