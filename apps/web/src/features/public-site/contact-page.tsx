import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { RESPONSE_TIME } from '@tc/contract/centre-facts';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CentreAddressLines } from '../../components/centre-address-lines';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { centre } from '../../settings';
import { ContentBody, Para } from '../../components/content-page';

export default function ContactPage() {
  usePageMeta('Contact us', `Phone, fax, email and address of ${centre.name} in ${centre.city}, Alberta.`);
  return (
    <>
      <PageIntro title="Contact us" lead="Questions about coaching, workshops or an application? We are glad to help." />
      <ContentBody>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h5" component="h2" gutterBottom>
                  {centre.name}
                </Typography>
                <Typography component="address" sx={{ fontStyle: 'normal', lineHeight: 2 }}>
                  <CentreAddressLines />
                </Typography>
                <Typography sx={{ mt: 2 }}>
                  <strong>Office hours:</strong> {centre.hours}. Closed on Alberta statutory holidays.
                </Typography>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              How we can help
            </Typography>
            <Para>
              Call or email us with any question about our programs. We answer messages within one business day. If you already have a
              coach, you can also reach them directly.
            </Para>
            <Para>
              Ready to start? The quickest way is to apply online; a coach from your region will contact you within {RESPONSE_TIME}.
            </Para>
            <Para>
              Please do not send us personal information about the children in your care. We never need it to coach your business.
            </Para>
            <Button component={RouterLink} to={paths.apply} variant="contained" size="large">
              Apply for coaching
            </Button>
          </Grid>
        </Grid>
      </ContentBody>
    </>
  );
}
