import type { FormFile } from '@tc/contract/content';

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
  'text/plain': 'Text',
  'text/csv': 'CSV spreadsheet',
};

/** "PDF", "CSV spreadsheet"; the file name's extension for a type not listed. */
export function fileTypeLabel(file: Pick<FormFile, 'mime_type' | 'file_name'>): string {
  const known = TYPE_LABELS[file.mime_type.split(';')[0].trim().toLowerCase()];
  if (known) return known;
  const ext = /\.([a-z0-9]+)$/i.exec(file.file_name)?.[1];
  return ext ? ext.toUpperCase() : 'File';
}

/** 2 048 → "2 KB", 1 572 864 → "1.5 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** "PDF, 24 KB". */
export const fileFacts = (file: Pick<FormFile, 'mime_type' | 'file_name' | 'size'>) => `${fileTypeLabel(file)}, ${formatSize(file.size)}`;

/** Forms by category (in the order they first appear), the ones without one last under "Other". */
export function byCategory<T extends Pick<FormFile, 'category'>>(files: readonly T[]): { category: string; files: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const file of files) {
    const key = file.category?.trim() || '';
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const named = [...groups].filter(([key]) => key !== '').map(([category, list]) => ({ category, files: list }));
  const other = groups.get('');
  return other ? [...named, { category: 'Other', files: other }] : named;
}
