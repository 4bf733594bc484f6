import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormFile } from '@tc/contract/content';
import { useState } from 'react';
import { byCategory } from './file-facts';
import { ResourceGrid } from './resource-card';

/** Whether a form matches what was typed (title, description, category or file name). */
export function matchesFilter(file: FormFile, filter: string): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = [file.form_title, file.description, file.category, file.file_name].filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every form, grouped by category, with a filter box: /all-resources and the members' library. */
export function ResourceLibrary({ files, detailTo }: { files: readonly FormFile[]; detailTo: (id: number) => string }) {
  const [filter, setFilter] = useState('');
  const shown = files.filter((file) => matchesFilter(file, filter));
  return (
    <>
      <TextField
        label="Filter the resources"
        helperText="Type a word from the title, description or category"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        type="search"
        sx={{ mb: 4, width: '100%', maxWidth: 480 }}
      />
      <Typography role="status" sx={{ mb: 3, color: 'text.secondary' }}>
        {shown.length === files.length ? `${files.length} resources` : `${shown.length} of ${files.length} resources match`}
      </Typography>
      {shown.length === 0 && <Typography>No resource matches “{filter.trim()}”. Try another word, or clear the filter.</Typography>}
      {byCategory(shown).map((group) => (
        <Box component="section" key={group.category} sx={{ mb: 5 }} aria-labelledby={`category-${slug(group.category)}`}>
          <Typography id={`category-${slug(group.category)}`} variant="h5" component="h2" gutterBottom>
            {group.category}
          </Typography>
          <ResourceGrid files={group.files} detailTo={detailTo} headingLevel="h3" />
        </Box>
      ))}
    </>
  );
}
