import { useEffect, useState } from 'react';
import { META, getRow, putRow } from './offline-db';
import { forgetAnswer, keepBlob, offlineOwner } from './offline-copy';

// A client's documents a coach marks "Keep offline" (issue 29, docs/decisions/055-offline-work.md): the file is
// kept on the device with the other reads, under its download's request, so that Download works without a signal.
// "Refresh" brings the marked files again.

interface KeptFiles {
  id: 'files';
  userId: number;
  /** The download paths of the marked files: /clients/5/files/12. */
  paths: string[];
}

export const filePath = (clientId: number, fileId: number) => `/clients/${clientId}/files/${fileId}`;

export async function markedFiles(): Promise<string[]> {
  const owner = offlineOwner();
  const row = await getRow<KeptFiles>(META, 'files');
  return owner !== null && row?.userId === owner ? row.paths : [];
}

/** Marks a file and keeps it (`download` fetches it now); unmarking deletes the kept copy. */
export async function setKeptOffline(path: string, keep: boolean, download: () => Promise<Blob>): Promise<void> {
  const owner = offlineOwner();
  if (owner === null) return;
  const paths = (await markedFiles()).filter((p) => p !== path);
  if (keep) {
    await keepBlob(path, await download());
    paths.push(path);
  } else await forgetAnswer(path);
  await putRow(META, { id: 'files', userId: owner, paths } satisfies KeptFiles);
  listeners.forEach((listener) => listener());
}

const listeners = new Set<() => void>();

/** Whether this person's device keeps the file, following each change of the marks; null while it is read. */
export function useKeptOffline(path: string): boolean | null {
  const [kept, setKept] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void markedFiles().then((paths) => live && setKept(paths.includes(path)));
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, [path]);
  return kept;
}
