import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { usePageMeta } from '../../lib/use-page-meta';
import { AddRegionForm } from './add-region-form';
import { RegionTable } from './region-table';
import { useRegions } from './use-regions';

interface Props {
  canAdd: boolean;
  /** The coaches of the chosen region; absent for users who may not list coaches. */
  renderCoaches?: (region: string) => ReactNode;
}

/** /regionlisting: the regions with their counts; choosing one lists its coaches (app/ supplies that list). */
export function RegionListingScreen({ canAdd, renderCoaches }: Props) {
  usePageMeta('Regions');
  const { regions, status, failure, reload, add } = useRegions();
  const [params, setParams] = useSearchParams();
  const selected = params.get('region');
  const select = (name: string) => setParams(name === selected ? {} : { region: name }, { replace: true });

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Regions
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        {renderCoaches
          ? 'Alberta’s regions with the number of coaches and clients in each. Choose a region to see its coaches.'
          : 'Alberta’s regions with the number of coaches and clients in each.'}
      </Typography>
      {canAdd && <AddRegionForm onAdd={add} />}
      {status === 'failed' && failure ? (
        <LoadFailure failure={failure} what="the regions" onRetry={() => void reload()} />
      ) : status !== 'succeeded' && regions.length === 0 ? (
        <CenteredSpinner label="Loading regions" />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: renderCoaches ? 5 : 8 }}>
            <RegionTable regions={regions} selected={selected} onSelect={renderCoaches ? select : undefined} />
          </Grid>
          {renderCoaches && (
            <Grid size={{ xs: 12, md: 7 }}>
              {selected ? renderCoaches(selected) : <Typography color="text.secondary">Choose a region to list its coaches.</Typography>}
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}
