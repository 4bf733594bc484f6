import type { Testimonial } from '@tc/contract/content';
import { CardGrid } from '../../components/card-grid';
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
      <CardGrid items={shown} minWidth={320} fit="fit">
        {(t) => <TestimonialCard testimonial={t} />}
      </CardGrid>
    </LoadedContent>
  );
}
