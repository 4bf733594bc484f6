import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { formatCalendarDate } from '../../lib/calendar-date';
import { clientDisplayName } from '../../lib/use-client-ref';
import { NOT_AVAILABLE, toActionPlanView } from './action-plan-view';
import { NoteTexts } from '../../components/private-note';
import { PlanProgress } from './plan-progress';
import type { ActionPlan } from '@tc/contract/coaching';
import { isWaitingId } from '../../offline/waiting-ids';

export interface PlanActions {
  onEdit: (plan: ActionPlan) => void;
  onDelete: (plan: ActionPlan) => void;
}

interface Props {
  plans: ActionPlan[];
  /** Name each plan's client, linked to their plans (the coach-plans screen). */
  showClient?: boolean;
  /** Edit and delete controls; absent for a read-only view. */
  actions?: PlanActions | null;
  caption: string;
  /** Opens a plan's checklist (plan-steps-dialog.tsx); without it the list shows progress only. */
  onOpenSteps?: (plan: ActionPlan) => void;
}

const shownDate = (date: string) => (date === NOT_AVAILABLE ? date : formatCalendarDate(date));

function ClientLink({ plan }: { plan: ActionPlan }) {
  const client = plan.client ?? { id: plan.client_id, firstname: null, lastname: null, business_name: null };
  return (
    <>
      <Link component={RouterLink} to={paths.actionPlans(plan.client_id)}>
        {clientDisplayName(client)}
      </Link>
      {client.business_name && (
        <Typography variant="body2" color="text.secondary">
          {client.business_name}
        </Typography>
      )}
    </>
  );
}

/** The plans as a table on a wide screen and as cards on a phone (no sideways scrolling). */
/**
 * The plan's progress, with the button that opens its steps where the screen offers them. The button is named
 * "Steps" and described by the plan's summary (`summaryId`), so that no other cell's name repeats the summary.
 */
function Progress({ plan, summaryId, onOpenSteps }: { plan: ActionPlan; summaryId: string; onOpenSteps?: (plan: ActionPlan) => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      {/* Written offline: its steps can be added and ticked; it is deleted from the device's list of changes. */}
      {isWaitingId(plan.id) && <Chip label="Waiting to send" size="small" color="warning" variant="outlined" />}
      <PlanProgress plan={plan} />
      {onOpenSteps && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ChecklistIcon />}
          onClick={() => onOpenSteps(plan)}
          aria-describedby={summaryId}
        >
          Steps
        </Button>
      )}
    </Box>
  );
}

export function ActionPlanList({ plans, showClient = false, actions, caption, onOpenSteps }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const rows = plans.map((plan) => ({ plan, view: toActionPlanView(plan) }));

  if (!wide) {
    return (
      <Stack component="ul" aria-label={caption} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map(({ plan, view }) => (
          <Paper component="li" key={plan.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={plan.date ?? undefined}>{shownDate(view.date)}</time>
            </Typography>
            <Typography id={`plan-${plan.id}-summary`} variant="h6" component="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {view.summary}
            </Typography>
            {showClient && <ClientLink plan={plan} />}
            <Box sx={{ mt: 1 }}>
              <NoteTexts shared={view.description || null} privateNote={plan.privateNote} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Coach: {view.coachFirstName} {view.coachLastName}
            </Typography>
            <Box sx={{ mt: 1.5 }}>
              <Progress plan={plan} summaryId={`plan-${plan.id}-summary`} onOpenSteps={onOpenSteps} />
            </Box>
            {actions && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<EditIcon />}
                  onClick={() => actions.onEdit(plan)}
                  aria-label={`Edit action plan: ${view.summary}`}
                >
                  Edit
                </Button>
                {!isWaitingId(plan.id) && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => actions.onDelete(plan)}
                    aria-label={`Delete action plan: ${view.summary}`}
                  >
                    Delete
                  </Button>
                )}
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '9rem' }}>Date</TableCell>
            {showClient && <TableCell>Client</TableCell>}
            <TableCell>Summary</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Coach</TableCell>
            <TableCell>Progress</TableCell>
            {actions && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ plan, view }) => (
            <TableRow key={plan.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={plan.date ?? undefined}>{shownDate(view.date)}</time>
              </TableCell>
              {showClient && (
                <TableCell>
                  <ClientLink plan={plan} />
                </TableCell>
              )}
              <TableCell id={`plan-${plan.id}-summary`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {view.summary}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'text.secondary' }}>
                <NoteTexts shared={view.description || null} privateNote={plan.privateNote} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {view.coachFirstName} {view.coachLastName}
              </TableCell>
              <TableCell>
                <Progress plan={plan} summaryId={`plan-${plan.id}-summary`} onOpenSteps={onOpenSteps} />
              </TableCell>
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton onClick={() => actions.onEdit(plan)} aria-label={`Edit action plan: ${view.summary}`}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  {!isWaitingId(plan.id) && (
                    <Tooltip title="Delete">
                      <IconButton onClick={() => actions.onDelete(plan)} aria-label={`Delete action plan: ${view.summary}`} color="error">
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
