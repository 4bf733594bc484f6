import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplicationReceived } from '@tc/contract/applications';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { centre } from '../../settings';

interface Props {
  answer: ApplicationReceived;
  email: string;
}

/** What an applicant sees once the application has arrived: that it did, and what happens next. */
export function ApplicationThankYou({ answer, email }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the thank-you takes the focus, so a screen reader reads it at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby="application-received" sx={{ mt: 4, maxWidth: '70ch' }}>
      <Typography id="application-received" ref={heading} tabIndex={-1} variant="h5" component="h2" gutterBottom sx={{ outline: 'none' }}>
        Thank you: we have your application
      </Typography>
      {!answer.confirmation_sent && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`We could not send a confirmation email to ${email}. Your application arrived all the same: there is no need to apply again.`}
        </Alert>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        What happens now
      </Typography>
      <Box component="ol" sx={{ pl: 3, '& li': { mb: 1 } }}>
        {answer.confirmation_sent && <li>{`We have emailed a confirmation to ${email}.`}</li>}
        <li>Someone from our team will call or email you to arrange a first conversation with a coach from your region.</li>
        <li>
          Before that conversation, it helps to have a rough idea of your monthly income and costs, and of what you would like your business
          to look like in a year.
        </li>
        <li>{`If something changes or you have a question, call us at ${centre.phone} or write to ${centre.email}.`}</li>
      </Box>
      <Button component={RouterLink} to={paths.home} variant="outlined" sx={{ mt: 2 }}>
        Back to the home page
      </Button>
    </Box>
  );
}
