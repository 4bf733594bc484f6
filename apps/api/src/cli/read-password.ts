import { text } from 'node:stream/consumers';

/**
 * A password typed at the terminal without showing it (raw mode: each key is read here, nothing is echoed), or
 * the first line of stdin when it is not a terminal (`printf '%s\n' "$PASS" | npm run create-admin -- …`).
 */
export async function readPassword(prompt = 'Password: '): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return (await text(input)).split(/\r?\n/)[0] ?? '';
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n' || key === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (key === '\u0003') {
          // Ctrl+C: raw mode turns off the terminal's own handling of it.
          input.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        }
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    input.on('data', onData);
  });
}
