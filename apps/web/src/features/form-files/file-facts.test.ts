import type { FormFile } from '@tc/contract/content';
import { describe, expect, it } from 'vitest';
import { byCategory, fileFacts, fileTypeLabel, formatSize } from './file-facts';
import { matchesFilter } from './resource-library';

const form = (over: Partial<FormFile>): FormFile => ({
  id: 1,
  form_title: 'Monthly budget worksheet',
  description: 'Income and expenses, budgeted against actual.',
  category: 'Finance',
  file_name: 'Monthly_budget_worksheet.csv',
  mime_type: 'text/csv',
  size: 606,
  is_public: true,
  sort_order: 10,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('form file facts', () => {
  it('names the type and the size', () => {
    expect(fileFacts(form({}))).toBe('CSV spreadsheet, 606 bytes');
    expect(fileTypeLabel(form({ mime_type: 'application/pdf' }))).toBe('PDF');
    expect(fileTypeLabel(form({ mime_type: 'application/x-unknown', file_name: 'notes.odp' }))).toBe('ODP');
    expect(formatSize(3476)).toBe('3 KB');
    expect(formatSize(1_572_864)).toBe('1.5 MB');
    expect(formatSize(2 * 1024 * 1024)).toBe('2 MB');
  });

  it('groups by category in order, the uncategorised last', () => {
    const groups = byCategory([
      form({ id: 1, category: 'Licensing' }),
      form({ id: 2, category: null }),
      form({ id: 3, category: 'Finance' }),
      form({ id: 4, category: 'Licensing' }),
    ]);
    expect(groups.map((g) => [g.category, g.files.map((f) => f.id)])).toEqual([
      ['Licensing', [1, 4]],
      ['Finance', [3]],
      ['Other', [2]],
    ]);
  });

  it('filters on every word, in the title, description, category or file name', () => {
    expect(matchesFilter(form({}), 'budget finance')).toBe(true);
    expect(matchesFilter(form({}), 'BUDGET actual')).toBe(true);
    expect(matchesFilter(form({}), 'budget licensing')).toBe(false);
    expect(matchesFilter(form({}), '  ')).toBe(true);
  });
});
