import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminRecord, AdminSource } from '../../lib/content-admin/admin-source';
import { usePageMeta } from '../../lib/use-page-meta';
import { CollectionAdmin } from './collection-admin';

export interface AdminSection {
  /** In the URL (`?tab=news`), so a section can be linked and survives a reload. */
  key: string;
  label: string;
  /** Where visitors see it, in a sentence. */
  intro: string;
  source: AdminSource;
  renderExtra?: (item: AdminRecord) => ReactNode;
}

interface Props {
  title: string;
  intro: string;
  sections: readonly AdminSection[];
}

/** An admin screen of one or more collections, one tab each; every tab is the same list-and-form. */
export function AdminScreen({ title, intro, sections }: Props) {
  usePageMeta(title);
  const [params, setParams] = useSearchParams();
  const current = sections.find((s) => s.key === params.get('tab')) ?? sections[0];
  const tabbed = sections.length > 1;
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{intro}</Typography>
      {tabbed && (
        <Tabs
          value={current.key}
          onChange={(_, key: string) => setParams({ tab: key }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={`${title}: sections`}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((s) => (
            <Tab key={s.key} value={s.key} label={s.label} id={`admin-tab-${s.key}`} aria-controls={`admin-panel-${s.key}`} />
          ))}
        </Tabs>
      )}
      <Box
        role={tabbed ? 'tabpanel' : undefined}
        id={`admin-panel-${current.key}`}
        aria-labelledby={tabbed ? `admin-tab-${current.key}` : undefined}
      >
        <Typography variant="h5" component="h2" gutterBottom>
          {current.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
          {current.intro}
        </Typography>
        <CollectionAdmin key={current.key} source={current.source} renderExtra={current.renderExtra} />
      </Box>
    </Box>
  );
}
