import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Region } from '@tc/contract/regions';

interface Props {
  regions: Region[];
  selected: string | null;
  /** Absent when this user may not list coaches: the names are then plain text. */
  onSelect?: (name: string) => void;
}

export function RegionTable({ regions, selected, onSelect }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Regions with their numbers of coaches and clients">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Region
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Coaches
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Clients
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {regions.map((region) => {
            const current = region.name === selected;
            return (
              <TableRow key={region.id} selected={current} data-testid="region-row">
                <TableCell component="th" scope="row">
                  {onSelect ? (
                    <Button
                      variant={current ? 'contained' : 'text'}
                      size="small"
                      aria-pressed={current}
                      aria-label={`Show coaches in ${region.name}`}
                      onClick={() => onSelect(region.name)}
                      sx={{ textAlign: 'left', justifyContent: 'flex-start' }}
                    >
                      {region.name}
                    </Button>
                  ) : (
                    region.name
                  )}
                </TableCell>
                <TableCell align="right">{region.coach_count}</TableCell>
                <TableCell align="right">{region.client_count}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
