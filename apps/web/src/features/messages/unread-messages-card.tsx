import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { useUnreadMessages } from './unread-messages';

/**
 * The dashboard's messages card: how many wait unread and the way to them, kept up to date by the shell's
 * polling. Administrators only look in on conversations, so they have no card.
 */
export function UnreadMessagesCard({ user }: { user: { id: number; category_id: number } }) {
  const unread = useUnreadMessages();
  const id = useId();
  if (user.category_id === ROLES.ADMIN) return null;
  const client = user.category_id === ROLES.CLIENT;
  const to = client ? paths.conversation(user.id) : paths.messages;
  const total = unread?.total ?? 0;
  const conversations = unread?.conversations.length ?? 0;
  const text =
    unread === null
      ? 'Checking for new messages…'
      : total === 0
        ? client
          ? 'No unread messages. Write to your coach whenever you have a question.'
          : 'No unread messages from your clients.'
        : `${total} unread ${total === 1 ? 'message' : 'messages'}${client ? ' from your coach' : conversations > 1 ? ` from ${conversations} clients` : ''}.`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      data-testid="unread-messages-card"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, ...(total > 0 ? { borderLeft: 6, borderLeftColor: 'primary.main' } : {}) }}
    >
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        Messages
      </Typography>
      <Typography aria-live="polite">{text}</Typography>
      <Link component={RouterLink} to={to}>
        {total > 0 ? 'Read them' : client ? 'Open your messages' : 'Open messages'}
      </Link>
    </Paper>
  );
}
