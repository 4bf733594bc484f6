import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';

/** "Messages": the staff's way from a client's profile to their conversation (docs/decisions/026-messages.md). */
export function ProfileMessagesLink({ clientId }: { clientId: number }) {
  return (
    <Button variant="outlined" component={RouterLink} to={paths.conversation(clientId)} startIcon={<ChatIcon />}>
      Messages
    </Button>
  );
}
