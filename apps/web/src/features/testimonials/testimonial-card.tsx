import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '@tc/contract/content';
import { ResponsiveImage } from '../../components/responsive-image';

/** Who said it: "Business, Region" when known. */
export function attribution(t: Pick<Testimonial, 'business' | 'region'>): string {
  return [t.business, t.region].filter(Boolean).join(', ');
}

/** One testimonial: the quote in the person's words, their photo when there is one, and who they are. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  const about = attribution(t);
  return (
    <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormatQuoteIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 40 }} />
        <Typography component="blockquote" sx={{ m: 0, fontSize: '1.1rem', lineHeight: 1.7, flex: 1 }}>
          {t.quote}
        </Typography>
        <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {t.image_url && (
            <Box sx={{ width: 64, flexShrink: 0 }}>
              <ResponsiveImage src={t.image_url} alt="" width={64} height={64} sizes="64px" radius={32} />
            </Box>
          )}
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t.person}</Typography>
            {about && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {about}
              </Typography>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
