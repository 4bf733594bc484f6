#!/usr/bin/env node
// `node tools/make-app-icons.mjs`: the installed app's icons (apps/web/public/icons/), drawn from the favicon's
// house (apps/web/public/favicon.svg). "any" icons are the favicon's rounded square; "maskable" ones fill the whole
// square with its colour and draw the house at 70%, inside the safe zone (the middle circle of 80%) a phone's mask
// never cuts (docs/decisions/054-installable-app.md). Run again after a change to the favicon, and commit the PNGs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
mkdirSync(out, { recursive: true });
const HOUSE =
  '<path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2Z" fill="#8fc1ff"/><circle cx="32" cy="38" r="6" fill="#0b2545"/>';
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b2545"/>${HOUSE}</svg>`;
// The house (x 14–50, y 18–50) drawn at 70% around the centre: inside the safe circle of radius 40% of the size.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b2545"/><g transform="translate(32 33) scale(0.7) translate(-32 -34)">${HOUSE}</g></svg>`;
const icons = [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['maskable-192.png', maskable, 192],
  ['maskable-512.png', maskable, 512],
  // iOS draws its own rounded corners on a full square.
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
