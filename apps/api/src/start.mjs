// The server's entry: the Node version is checked first (node-check.mjs), then the app is loaded. The app
// comes by a dynamic import because static imports are all loaded before any of this file runs.
import './node-check.mjs';

await import('./main.ts');
