import Box from '@mui/material/Box';
import type { Testimonial } from '@tc/contract/content';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { usePageLoad } from '../../lib/page-load';
import { TestimonialCard } from './testimonial-card';
import { testimonialsLoad } from './testimonials-thunks';

/** The published testimonials in their order; `limit` shows the first few (the home page shows two). */
export function TestimonialList({ limit }: { limit?: number }) {
  const loaded = usePageLoad<Testimonial[]>(testimonialsLoad);
  const all = loaded.data ?? [];
  const shown = limit === undefined ? all : all.slice(0, limit);
  return (
    <LoadedContent
      loaded={loaded}
      what="the testimonials"
      placeholder={<CardSkeletons label="Loading the testimonials" count={limit ?? 4} withImage={false} minWidth={320} />}
      empty={shown.length === 0}
      emptyText="No testimonials are shown at the moment. Ask us and we will gladly put you in touch with providers we have coached."
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
        }}
      >
        {shown.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </Box>
    </LoadedContent>
  );
}
