import Container from '@mui/material/Container';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { TestimonialList } from './testimonial-list';

export default function TestimonialsPage() {
  usePageMeta('Testimonials', 'What Alberta childcare business owners say about coaching with the centre, in their own words.');
  return (
    <>
      <PageIntro
        title="Testimonials"
        lead="Day home providers and small centre owners we have coached, in their own words and shared with their permission."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <TestimonialList />
      </Container>
    </>
  );
}
