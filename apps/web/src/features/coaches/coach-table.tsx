import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CoachListItem } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/person-name';
import { CoachContact } from './coach-contact';

interface Props {
  coaches: CoachListItem[];
  renderActions?: (coach: CoachListItem) => ReactNode;
}

/** The coaches on a wide screen: region, number of clients and contact details. */
export function CoachTable({ coaches, renderActions }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Coaches">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Coach
            </TableCell>
            <TableCell component="th" scope="col">
              Region
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Clients
            </TableCell>
            <TableCell component="th" scope="col">
              Contact
            </TableCell>
            {renderActions && (
              <TableCell component="th" scope="col">
                Manage
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {coaches.map((coach) => (
            <TableRow key={coach.id} data-testid="coach-row">
              <TableCell component="th" scope="row">
                <strong>{fullName(coach)}</strong>
                {coach.city && <div>{coach.city}</div>}
              </TableCell>
              <TableCell>{coach.region ?? 'No region'}</TableCell>
              <TableCell align="right">{coach.client_count}</TableCell>
              <TableCell>
                <CoachContact coach={coach} />
              </TableCell>
              {renderActions && (
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {renderActions(coach)}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
