// The import of 5,000 clients from a CSV file (docs/architecture.md#import: under 10 s on SQLite), timed from the
// upload to the committed import as an administrator's browser does it: POST /api/imports, then its commit.
const ROWS = 5000;

/** Answers the milliseconds of one import of ROWS generated clients, as `admin` (a signed-in administrator's token). */
export async function benchImport(base, adminToken) {
  const stamp = Date.now().toString(36);
  const lines = ['First name,Last name,Email,Phone,Region,Business name,City'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `Bench${i},Import${i},bench-import-${stamp}-${i}@example.ca,780-555-${String(i % 10000).padStart(4, '0')},Calgary,Day home ${i},Calgary`,
    );
  }
  const form = new FormData();
  form.append('kind', 'clients');
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench-import.csv');
  const headers = { authorization: `Bearer ${adminToken}` };
  const started = performance.now();
  const staged = await fetch(`${base}/api/imports`, { method: 'POST', headers, body: form });
  if (!staged.ok) throw new Error(`POST /api/imports answered ${staged.status}: ${(await staged.text()).slice(0, 300)}`);
  const { id, mapping, counts } = await staged.json();
  if (counts.ready !== ROWS) throw new Error(`the preview found ${counts.rows - counts.ready} rows with problems`);
  const done = await fetch(`${base}/api/imports/${id}/commit`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mapping, invitations: 'later' }),
  });
  if (!done.ok) throw new Error(`the commit answered ${done.status}: ${(await done.text()).slice(0, 300)}`);
  return { rows: ROWS, ms: Math.round(performance.now() - started) };
}
