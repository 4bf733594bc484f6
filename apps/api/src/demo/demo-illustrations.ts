/**
 * Illustrations for the demo site, drawn here as SVG at seed time: soft
 * gradients and simple shapes in the site's blues and warm accents. They are
 * generated, not photographs or stock art, so there is nothing to license.
 * The SVG is only ever a source: demo-files.ts renders it to a raster and
 * stores the re-encoded JPEG, as any upload is stored; no SVG is ever served.
 */

export const PALETTE = {
  navy: '#1f4e79',
  blue: '#2e75b6',
  sky: '#9dc3e6',
  mist: '#deebf7',
  cream: '#fff8ec',
  peach: '#f8cbad',
  apricot: '#f4b183',
  sun: '#ffd966',
  rust: '#c55a11',
  leaf: '#8fbf7f',
  white: '#ffffff',
} as const;

type Colour = string;

/** A small deterministic random source, so every seed draws the same pictures. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** One picture: its size and what is drawn on it, back to front. */
export interface Scene {
  width: number;
  height: number;
  /** Gradient of the sky, top to bottom. */
  sky: [Colour, Colour];
  layers: Layer[];
  seed: number;
}

export type Layer =
  | { kind: 'sun'; x: number; y: number; r: number; colour?: Colour }
  | { kind: 'hills'; colours: Colour[] }
  | { kind: 'clouds'; count: number }
  | { kind: 'confetti'; count: number; colours: Colour[] }
  | { kind: 'blocks'; x: number; y: number; size: number; colours: Colour[] }
  | { kind: 'house'; x: number; y: number; w: number; wall: Colour; roof: Colour }
  | { kind: 'kites'; count: number; colours: Colour[] }
  | { kind: 'balloons'; count: number; colours: Colour[] }
  | { kind: 'flowers'; count: number; colours: Colour[] }
  | { kind: 'books'; x: number; y: number; w: number; colours: Colour[] }
  | { kind: 'bars'; x: number; y: number; w: number; h: number; colours: Colour[] }
  | { kind: 'coins'; x: number; y: number; r: number; stacks: number }
  | { kind: 'bubbles'; x: number; y: number; w: number; colours: Colour[] }
  | { kind: 'heart'; x: number; y: number; size: number; colour: Colour }
  | { kind: 'person'; x: number; y: number; size: number; skin: Colour; shirt: Colour; hair: Colour };

function draw(layer: Layer, s: Scene, rand: () => number): string {
  const { width: W, height: H } = s;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  switch (layer.kind) {
    case 'sun': {
      const c = layer.colour ?? PALETTE.sun;
      return (
        `<circle cx="${layer.x * W}" cy="${layer.y * H}" r="${layer.r * H * 1.6}" fill="${c}" opacity="0.18"/>` +
        `<circle cx="${layer.x * W}" cy="${layer.y * H}" r="${layer.r * H}" fill="${c}" opacity="0.95"/>`
      );
    }
    case 'hills':
      return layer.colours
        .map((c, i) => {
          const base = H * (0.62 + i * 0.11);
          const a = base - H * (0.08 + rand() * 0.1);
          const b = base - H * (0.02 + rand() * 0.12);
          return `<path d="M0 ${r1(base)} Q ${r1(W * (0.2 + rand() * 0.15))} ${r1(a)} ${r1(W * 0.5)} ${r1(base)} T ${W} ${r1(b)} V ${H} H 0 Z" fill="${c}"/>`;
        })
        .join('');
    case 'clouds':
      return Array.from({ length: layer.count }, () => {
        const x = rand() * W;
        const y = H * (0.08 + rand() * 0.3);
        const w = W * (0.08 + rand() * 0.08);
        return (
          `<g fill="${PALETTE.white}" opacity="0.8"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(w * 0.32)}"/>` +
          `<ellipse cx="${r1(x - w * 0.35)}" cy="${r1(y - w * 0.12)}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.3)}"/>` +
          `<ellipse cx="${r1(x + w * 0.3)}" cy="${r1(y - w * 0.2)}" rx="${r1(w * 0.5)}" ry="${r1(w * 0.36)}"/></g>`
        );
      }).join('');
    case 'confetti':
      return Array.from({ length: layer.count }, () => {
        const r = H * (0.006 + rand() * 0.012);
        return `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H * 0.6)}" r="${r1(r)}" fill="${pick(layer.colours)}" opacity="${r1(0.5 + rand() * 0.5)}"/>`;
      }).join('');
    case 'blocks': {
      const size = layer.size * H;
      const x0 = layer.x * W;
      const y0 = layer.y * H;
      const spots = [
        [0, 0],
        [1.05, 0],
        [2.1, 0],
        [0.52, -1.05],
        [1.57, -1.05],
        [1.05, -2.1],
      ];
      return spots
        .map(([dx, dy], i) => {
          const c = layer.colours[i % layer.colours.length];
          const x = x0 + dx * size;
          const y = y0 + dy * size - size;
          return (
            `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(size)}" height="${r1(size)}" rx="${r1(size * 0.14)}" fill="${c}"/>` +
            `<rect x="${r1(x + size * 0.22)}" y="${r1(y + size * 0.22)}" width="${r1(size * 0.56)}" height="${r1(size * 0.56)}" rx="${r1(size * 0.08)}" fill="${PALETTE.white}" opacity="0.28"/>`
          );
        })
        .join('');
    }
    case 'house': {
      const w = layer.w * W;
      const x = layer.x * W;
      const y = layer.y * H;
      const h = w * 0.7;
      return (
        `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" fill="${layer.wall}"/>` +
        `<path d="M ${r1(x - w * 0.1)} ${r1(y - h)} L ${r1(x + w / 2)} ${r1(y - h - w * 0.5)} L ${r1(x + w * 1.1)} ${r1(y - h)} Z" fill="${layer.roof}"/>` +
        `<rect x="${r1(x + w * 0.4)}" y="${r1(y - h * 0.5)}" width="${r1(w * 0.2)}" height="${r1(h * 0.5)}" rx="${r1(w * 0.03)}" fill="${PALETTE.navy}"/>` +
        `<rect x="${r1(x + w * 0.1)}" y="${r1(y - h * 0.78)}" width="${r1(w * 0.2)}" height="${r1(w * 0.18)}" fill="${PALETTE.sun}"/>` +
        `<rect x="${r1(x + w * 0.7)}" y="${r1(y - h * 0.78)}" width="${r1(w * 0.2)}" height="${r1(w * 0.18)}" fill="${PALETTE.sun}"/>`
      );
    }
    case 'kites':
      return Array.from({ length: layer.count }, (_, i) => {
        const x = W * (0.15 + (0.7 * (i + rand() * 0.5)) / layer.count);
        const y = H * (0.15 + rand() * 0.25);
        const k = H * (0.07 + rand() * 0.04);
        const c = layer.colours[i % layer.colours.length];
        return (
          `<path d="M ${r1(x)} ${r1(y - k)} L ${r1(x + k * 0.7)} ${r1(y)} L ${r1(x)} ${r1(y + k * 1.3)} L ${r1(x - k * 0.7)} ${r1(y)} Z" fill="${c}"/>` +
          `<path d="M ${r1(x)} ${r1(y + k * 1.3)} q ${r1(k * 0.6)} ${r1(k * 0.8)} 0 ${r1(k * 1.6)} t 0 ${r1(k * 1.6)}" stroke="${PALETTE.navy}" stroke-width="${r1(k * 0.05)}" fill="none" opacity="0.6"/>`
        );
      }).join('');
    case 'balloons':
      return Array.from({ length: layer.count }, (_, i) => {
        const x = W * (0.2 + (0.6 * (i + 0.5)) / layer.count) + (rand() - 0.5) * W * 0.05;
        const y = H * (0.25 + rand() * 0.2);
        const r = H * (0.07 + rand() * 0.03);
        const c = layer.colours[i % layer.colours.length];
        return (
          `<path d="M ${r1(x)} ${r1(y + r * 1.2)} q ${r1(-r * 0.3)} ${r1(r)} 0 ${r1(r * 2)} t 0 ${r1(r * 2)}" stroke="${PALETTE.navy}" stroke-width="${r1(r * 0.04)}" fill="none" opacity="0.5"/>` +
          `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 1.2)}" fill="${c}"/>` +
          `<ellipse cx="${r1(x - r * 0.35)}" cy="${r1(y - r * 0.4)}" rx="${r1(r * 0.18)}" ry="${r1(r * 0.3)}" fill="${PALETTE.white}" opacity="0.45"/>`
        );
      }).join('');
    case 'flowers':
      return Array.from({ length: layer.count }, (_, i) => {
        const x = W * (0.06 + (0.88 * (i + 0.5)) / layer.count);
        const ground = H * (0.86 + rand() * 0.06);
        const top = ground - H * (0.18 + rand() * 0.16);
        const r = H * (0.025 + rand() * 0.015);
        const c = layer.colours[i % layer.colours.length];
        const petals = [0, 72, 144, 216, 288]
          .map((a) => {
            const rad = (a * Math.PI) / 180;
            return `<circle cx="${r1(x + Math.cos(rad) * r)}" cy="${r1(top + Math.sin(rad) * r)}" r="${r1(r * 0.75)}" fill="${c}"/>`;
          })
          .join('');
        return (
          `<path d="M ${r1(x)} ${r1(ground)} Q ${r1(x + r)} ${r1((ground + top) / 2)} ${r1(x)} ${r1(top)}" stroke="${PALETTE.leaf}" stroke-width="${r1(r * 0.3)}" fill="none"/>` +
          petals +
          `<circle cx="${r1(x)}" cy="${r1(top)}" r="${r1(r * 0.55)}" fill="${PALETTE.sun}"/>`
        );
      }).join('');
    case 'books': {
      const w = layer.w * W;
      let y = layer.y * H;
      return layer.colours
        .map((c, i) => {
          const bw = w * (0.8 + rand() * 0.2);
          const bh = w * 0.16;
          const x = layer.x * W + (w - bw) / 2 + (i % 2 ? w * 0.04 : -w * 0.04);
          y -= bh;
          return (
            `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(bw)}" height="${r1(bh)}" rx="${r1(bh * 0.15)}" fill="${c}"/>` +
            `<rect x="${r1(x + bw * 0.06)}" y="${r1(y + bh * 0.3)}" width="${r1(bw * 0.88)}" height="${r1(bh * 0.12)}" fill="${PALETTE.cream}" opacity="0.7"/>`
          );
        })
        .join('');
    }
    case 'bars': {
      const n = layer.colours.length;
      const gap = (layer.w * W) / (n * 1.5);
      return layer.colours
        .map((c, i) => {
          const h = layer.h * H * (0.35 + (0.65 * (i + 1)) / n);
          const x = layer.x * W + i * gap * 1.5;
          return `<rect x="${r1(x)}" y="${r1(layer.y * H - h)}" width="${r1(gap)}" height="${r1(h)}" rx="${r1(gap * 0.12)}" fill="${c}"/>`;
        })
        .join('');
    }
    case 'coins':
      return Array.from({ length: layer.stacks }, (_, i) => {
        const r = layer.r * H;
        const x = layer.x * W + i * r * 2.4;
        const count = 3 + i * 2;
        return Array.from({ length: count }, (_, j) => {
          const y = layer.y * H - j * r * 0.32;
          return (
            `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.36)}" fill="${PALETTE.rust}"/>` +
            `<ellipse cx="${r1(x)}" cy="${r1(y - r * 0.08)}" rx="${r1(r)}" ry="${r1(r * 0.36)}" fill="${PALETTE.sun}"/>`
          );
        }).join('');
      }).join('');
    case 'bubbles':
      return layer.colours
        .map((c, i) => {
          const w = layer.w * W * (1 - i * 0.15);
          const h = w * 0.5;
          const x = layer.x * W + (i % 2 ? layer.w * W * 0.35 : 0);
          const y = layer.y * H + i * h * 1.25;
          const tail =
            i % 2
              ? `L ${r1(x + w * 0.8)} ${r1(y + h * 1.3)} L ${r1(x + w * 0.62)} ${r1(y + h)}`
              : `L ${r1(x + w * 0.2)} ${r1(y + h * 1.3)} L ${r1(x + w * 0.38)} ${r1(y + h)}`;
          return (
            `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h * 0.3)}" fill="${c}"/>` +
            `<path d="M ${r1(x + w * (i % 2 ? 0.7 : 0.3))} ${r1(y + h * 0.95)} ${tail} Z" fill="${c}"/>` +
            [0.3, 0.55]
              .map(
                (f) =>
                  `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * f - h * 0.05)}" width="${r1(w * (f < 0.5 ? 0.76 : 0.5))}" height="${r1(h * 0.1)}" rx="${r1(h * 0.05)}" fill="${PALETTE.white}" opacity="0.7"/>`,
              )
              .join('')
          );
        })
        .join('');
    case 'heart': {
      const s2 = layer.size * H;
      const x = layer.x * W;
      const y = layer.y * H;
      return `<path d="M ${r1(x)} ${r1(y + s2 * 0.35)} C ${r1(x - s2 * 0.1)} ${r1(y + s2 * 0.15)} ${r1(x - s2 * 0.55)} ${r1(y + s2 * 0.05)} ${r1(x - s2 * 0.5)} ${r1(y - s2 * 0.25)} C ${r1(x - s2 * 0.45)} ${r1(y - s2 * 0.55)} ${r1(x - s2 * 0.05)} ${r1(y - s2 * 0.55)} ${r1(x)} ${r1(y - s2 * 0.3)} C ${r1(x + s2 * 0.05)} ${r1(y - s2 * 0.55)} ${r1(x + s2 * 0.45)} ${r1(y - s2 * 0.55)} ${r1(x + s2 * 0.5)} ${r1(y - s2 * 0.25)} C ${r1(x + s2 * 0.55)} ${r1(y + s2 * 0.05)} ${r1(x + s2 * 0.1)} ${r1(y + s2 * 0.15)} ${r1(x)} ${r1(y + s2 * 0.35)} Z" fill="${layer.colour}"/>`;
    }
    case 'person': {
      const s2 = layer.size * H;
      const x = layer.x * W;
      const y = layer.y * H;
      return (
        `<path d="M ${r1(x - s2 * 0.55)} ${r1(y + s2)} C ${r1(x - s2 * 0.55)} ${r1(y + s2 * 0.35)} ${r1(x + s2 * 0.55)} ${r1(y + s2 * 0.35)} ${r1(x + s2 * 0.55)} ${r1(y + s2)} Z" fill="${layer.shirt}"/>` +
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s2 * 0.3)}" fill="${layer.skin}"/>` +
        `<path d="M ${r1(x - s2 * 0.31)} ${r1(y - s2 * 0.02)} C ${r1(x - s2 * 0.35)} ${r1(y - s2 * 0.42)} ${r1(x + s2 * 0.35)} ${r1(y - s2 * 0.42)} ${r1(x + s2 * 0.31)} ${r1(y - s2 * 0.02)} C ${r1(x + s2 * 0.2)} ${r1(y - s2 * 0.2)} ${r1(x - s2 * 0.2)} ${r1(y - s2 * 0.2)} ${r1(x - s2 * 0.31)} ${r1(y - s2 * 0.02)} Z" fill="${layer.hair}"/>`
      );
    }
  }
}

/** The scene as SVG text, to be rendered by sharp. */
export function sceneSvg(s: Scene): string {
  const rand = random(s.seed);
  const body = s.layers.map((layer) => draw(layer, s, rand)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" viewBox="0 0 ${s.width} ${s.height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#sky)"/>${body}</svg>`
  );
}

const P = PALETTE;
const WARM = [P.apricot, P.sun, P.peach, P.rust];
const COOL = [P.blue, P.sky, P.navy];
const MIXED = [P.apricot, P.blue, P.sun, P.sky, P.rust, P.navy];
const HILLS = [P.sky, P.blue, P.navy];

/** A described picture: what it shows, in words, for `alt` and captions. */
export interface DemoPicture {
  scene: Scene;
  alt: string;
  caption: string;
}

const hero = (layers: Layer[], sky: [Colour, Colour], seed: number): Scene => ({ width: 1600, height: 1000, sky, layers, seed });
const wide = (layers: Layer[], sky: [Colour, Colour], seed: number, width = 1200, height = 900): Scene => ({
  width,
  height,
  sky,
  layers,
  seed,
});

export const HERO_PICTURES: { landing: DemoPicture; service: DemoPicture } = {
  landing: {
    scene: hero(
      [
        { kind: 'sun', x: 0.78, y: 0.26, r: 0.1 },
        { kind: 'clouds', count: 3 },
        { kind: 'hills', colours: HILLS },
        { kind: 'house', x: 0.14, y: 0.8, w: 0.2, wall: P.cream, roof: P.rust },
        { kind: 'blocks', x: 0.56, y: 0.92, size: 0.11, colours: WARM },
      ],
      [P.mist, P.peach],
      11,
    ),
    alt: 'Illustration of a small house among rolling blue hills, with toy blocks and a morning sun',
    caption: 'Family day homes across Alberta',
  },
  service: {
    scene: hero(
      [
        { kind: 'sun', x: 0.15, y: 0.22, r: 0.08, colour: P.apricot },
        { kind: 'clouds', count: 4 },
        { kind: 'kites', count: 3, colours: [P.rust, P.sun, P.blue] },
        { kind: 'hills', colours: [P.sky, P.blue] },
      ],
      [P.sky, P.cream],
      12,
    ),
    alt: 'Illustration of three kites flying over soft blue hills',
    caption: 'Coaching programmes',
  },
};

export const GALLERY_PICTURES: DemoPicture[] = [
  {
    scene: wide(
      [
        { kind: 'confetti', count: 40, colours: MIXED },
        { kind: 'blocks', x: 0.3, y: 0.88, size: 0.16, colours: WARM },
      ],
      [P.mist, P.cream],
      21,
    ),
    alt: 'Illustration of stacked toy blocks in warm colours on a pale blue background',
    caption: 'Learning through play',
  },
  {
    scene: wide(
      [
        { kind: 'sun', x: 0.7, y: 0.3, r: 0.12 },
        { kind: 'hills', colours: HILLS },
        { kind: 'house', x: 0.38, y: 0.8, w: 0.24, wall: P.cream, roof: P.apricot },
      ],
      [P.peach, P.mist],
      22,
    ),
    alt: 'Illustration of a day home at sunrise on a hill',
    caption: 'A day home at sunrise',
  },
  {
    scene: wide(
      [
        { kind: 'sun', x: 0.25, y: 0.35, r: 0.14, colour: P.apricot },
        { kind: 'clouds', count: 2 },
        { kind: 'hills', colours: [P.leaf, P.sky, P.blue] },
      ],
      [P.sun, P.peach],
      23,
    ),
    alt: 'Illustration of prairie hills under a warm evening sky',
    caption: 'Prairie evenings',
  },
  {
    scene: wide(
      [
        { kind: 'clouds', count: 3 },
        { kind: 'kites', count: 4, colours: WARM },
        { kind: 'hills', colours: [P.sky, P.blue] },
      ],
      [P.sky, P.mist],
      24,
    ),
    alt: 'Illustration of four kites in a blue sky',
    caption: 'Outdoor time',
  },
  {
    scene: wide(
      [
        { kind: 'sun', x: 0.82, y: 0.2, r: 0.08 },
        { kind: 'flowers', count: 7, colours: [P.rust, P.apricot, P.blue, P.peach] },
      ],
      [P.mist, P.cream],
      25,
    ),
    alt: 'Illustration of a row of flowers in a garden',
    caption: 'The garden we grow together',
  },
  {
    scene: wide(
      [
        { kind: 'confetti', count: 25, colours: COOL },
        { kind: 'books', x: 0.3, y: 0.86, w: 0.4, colours: [P.blue, P.apricot, P.navy, P.sun, P.rust] },
      ],
      [P.cream, P.peach],
      26,
    ),
    alt: 'Illustration of a stack of colourful books',
    caption: 'Story time',
  },
  {
    scene: wide(
      [
        { kind: 'clouds', count: 3 },
        { kind: 'balloons', count: 5, colours: [P.rust, P.sun, P.blue, P.apricot, P.sky] },
      ],
      [P.mist, P.sky],
      27,
    ),
    alt: 'Illustration of five balloons rising into the sky',
    caption: 'Celebrating milestones',
  },
  {
    scene: wide(
      [
        { kind: 'hills', colours: [P.sky, P.blue] },
        { kind: 'house', x: 0.08, y: 0.86, w: 0.2, wall: P.cream, roof: P.rust },
        { kind: 'house', x: 0.4, y: 0.84, w: 0.2, wall: P.peach, roof: P.navy },
        { kind: 'house', x: 0.72, y: 0.87, w: 0.2, wall: P.sun, roof: P.blue },
      ],
      [P.mist, P.cream],
      28,
    ),
    alt: 'Illustration of three small houses side by side',
    caption: 'A neighbourhood of providers',
  },
];

/** Pictures for the programmes, in their order: planning, finances, marketing, quality care. */
export const SERVICE_PICTURES: DemoPicture[] = [
  {
    scene: wide(
      [
        { kind: 'hills', colours: [P.sky] },
        { kind: 'house', x: 0.14, y: 0.82, w: 0.24, wall: P.cream, roof: P.rust },
        { kind: 'bars', x: 0.55, y: 0.82, w: 0.3, h: 0.5, colours: [P.apricot, P.blue, P.navy] },
      ],
      [P.mist, P.cream],
      31,
      1200,
      800,
    ),
    alt: 'Illustration of a house beside a rising bar chart',
    caption: 'Business planning and licensing',
  },
  {
    scene: wide(
      [
        { kind: 'confetti', count: 20, colours: WARM },
        { kind: 'coins', x: 0.32, y: 0.8, r: 0.09, stacks: 3 },
      ],
      [P.mist, P.sky],
      32,
      1200,
      800,
    ),
    alt: 'Illustration of three growing stacks of coins',
    caption: 'Financial management and fees',
  },
  {
    scene: wide([{ kind: 'bubbles', x: 0.22, y: 0.15, w: 0.4, colours: [P.blue, P.apricot, P.navy] }], [P.cream, P.peach], 33, 1200, 800),
    alt: 'Illustration of speech bubbles in conversation',
    caption: 'Marketing and enrolment',
  },
  {
    scene: wide(
      [
        { kind: 'sun', x: 0.5, y: 0.45, r: 0.3, colour: P.peach },
        { kind: 'heart', x: 0.5, y: 0.48, size: 0.45, colour: P.rust },
        { kind: 'confetti', count: 20, colours: COOL },
      ],
      [P.mist, P.cream],
      34,
      1200,
      800,
    ),
    alt: 'Illustration of a heart in a warm circle',
    caption: 'Quality care and regulations',
  },
];

/** Portraits for testimonials: drawn figures, not likenesses of anyone. */
export const PORTRAIT_PICTURES: DemoPicture[] = [
  { skin: '#f1c8a5', shirt: P.blue, hair: '#2b2b2b', sky: [P.mist, P.sky] as [Colour, Colour] },
  { skin: '#d8a27c', shirt: P.apricot, hair: '#4a2f1d', sky: [P.cream, P.peach] as [Colour, Colour] },
  { skin: '#a8714f', shirt: P.navy, hair: '#1c1c1c', sky: [P.mist, P.cream] as [Colour, Colour] },
].map(({ sky, ...person }, i) => ({
  scene: { width: 600, height: 600, sky, seed: 41 + i, layers: [{ kind: 'person', x: 0.5, y: 0.42, size: 0.55, ...person }] },
  alt: 'Illustrated portrait: a simple drawn figure',
  caption: 'Provider portrait',
}));
