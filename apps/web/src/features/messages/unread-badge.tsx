import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../components/visually-hidden';

/**
 * The unread count beside "Messages" in the navigation, or another count (`what`: the changes waiting on the
 * device); nothing when there is none.
 */
export function UnreadBadge({ count, what = 'unread' }: { count: number; what?: string }) {
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      data-testid={`${what}-badge`}
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.8rem',
        fontWeight: 700,
        textAlign: 'center',
        lineHeight: '22px',
      }}
    >
      {/* Read out as "Messages, 3 unread", not "Messages3". */}
      <VisuallyHidden>, </VisuallyHidden>
      {count > 99 ? '99+' : count}
      <VisuallyHidden> {what}</VisuallyHidden>
    </Box>
  );
}
