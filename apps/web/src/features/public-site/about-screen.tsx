import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardGrid } from '../../components/card-grid';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { centre } from '../../settings';
import { ContentBody, ContentSection, Para } from './content-page';

const values = [
  {
    title: 'Respect for the work',
    text: 'Caring for young children is skilled work. We treat providers as the business owners and professionals they are.',
  },
  {
    title: 'Practical first',
    text: 'Advice is only useful if it fits into a day that starts at 7 a.m. with the first drop-off. We keep it short, concrete and usable.',
  },
  {
    title: 'Local knowledge',
    text: 'Our coaches live and work in the regions they serve, from Calgary and Edmonton to the rural north and south.',
  },
  {
    title: 'Confidential',
    text: 'What you share about your business and family stays between you and the centre, as our privacy policy explains.',
  },
];

export default function AboutScreen() {
  usePageMeta('About us', `Who we are: ${centre.name}, a training centre coaching childcare microbusinesses across Alberta.`);
  return (
    <>
      <PageIntro
        title="About us"
        lead={`${centre.name} is a training centre based in ${centre.city} that helps people who run small childcare businesses in Alberta build businesses that last.`}
      />
      <ContentBody>
        <ContentSection title="Why we exist">
          <Para>
            Most childcare in Alberta&apos;s neighbourhoods and small towns is offered by microbusinesses: family day homes, small daycares,
            preschools and out-of-school care programs with a handful of staff or none at all. Their owners are excellent with children, but
            few were trained to price services, manage cash flow or keep the records that funders and licensing officers expect.
          </Para>
          <Para>
            When these businesses close, families lose care they depend on. Our purpose is to keep good childcare open by giving its owners
            the business skills and support they need.
          </Para>
        </ContentSection>
        <ContentSection title="What we do">
          <Para>
            We pair each business owner with a coach from their region. Coach and client write an action plan together, meet regularly and
            record their progress, so both can see what has been done and what comes next. Alongside the coaching we run workshops, keep a
            library of templates and forms, and share news about grants, training and changes that affect childcare businesses.
          </Para>
        </ContentSection>
        <ContentSection title="What guides us">
          <CardGrid items={values} columns={2} />
        </ContentSection>
        <Button component={RouterLink} to={paths.contactUs} variant="contained" size="large">
          Get in touch
        </Button>
      </ContentBody>
    </>
  );
}
