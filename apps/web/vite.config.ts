import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { privatePatterns } from './src/app/paths.js';
import { CENTRE_NAME_DEFAULTS } from './src/centre-defaults.js';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * docs/architecture.md#public-site-speed: every text file of the build gets a `.br` and a `.gz` copy
 * beside it, made once here at the highest levels; the server picks one by the
 * request's Accept-Encoding. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let serverBuild = false;
  return {
    name: 'tc-precompress',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle({ dir }) {
      if (!dir || serverBuild) return;
      const files = (await readdir(dir, { recursive: true })).filter((f) => TEXT_FILE.test(f) && !f.startsWith('.'));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzipAsync(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** A plugin that builds one more thing into the web build's folder once it is written (not in the builds it starts). */
function afterWebBuild(name: string, run: (outDir: string) => Promise<unknown>): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!serverBuild) await run(outDir);
    },
  };
}

/**
 * The server's copy of the app (src/app/entry-server.tsx, which renders the
 * public pages to HTML), built with every web build into `.ssr` inside it: a
 * dot folder, which the server never serves. One self-contained file, so a
 * build anywhere runs without this repository's node_modules.
 */
const serverBundle = () =>
  afterWebBuild('tc-server-bundle', (outDir) =>
    build({
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'warn',
      // React and the rest in their production builds, decided now rather than by the server's NODE_ENV.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: path.join(outDir, '.ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        // One file: the server loads it again after a rebuild, which a file importing siblings would not allow.
        rollupOptions: { output: { entryFileNames: '[name].mjs', codeSplitting: false } },
      },
    }),
  );

/**
 * The service worker's Background Sync part (src/offline/sw-sync.ts, docs/decisions/055-offline-work.md), built with
 * every web build into one script, `sw-sync.js`, that the Workbox worker imports (importScripts below).
 */
const workerSync = () =>
  afterWebBuild('tc-worker-sync', (outDir) =>
    build({
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      logLevel: 'warn',
      resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { entry: 'src/offline/sw-sync.ts', formats: ['iife'], name: 'tcWorkerSync', fileName: () => 'sw-sync.js' },
      },
    }),
  );

/** A private path's pattern (`/clients/:id`) as the service worker matches a navigation's path and query. */
const privatePathRegex = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z_]+/g, '[^/?#]+')}/?(?:\\?.*)?$`);

/**
 * The installed app (docs/decisions/054-installable-app.md): its manifest (name, icons, theme, started at the
 * dashboard) and a service worker made by Workbox. The worker keeps this build's files, each by its hash, and opens
 * a private page from the kept index.html, so the private app starts without a signal; public pages and every API
 * call go to the network as before. A new build's worker waits until the person chooses "Reload" (registerType
 * prompt; registered by the private shell, app/app-update.tsx): code is never swapped under them.
 */
function installableApp(): Plugin[] {
  // The centre's name, as the screens have it (settings.ts): from VITE_CENTRE_* in the environment or .env files.
  const env = loadEnv('production', fileURLToPath(new URL('.', import.meta.url)), 'VITE_CENTRE_');
  const name = env.VITE_CENTRE_NAME?.trim() || CENTRE_NAME_DEFAULTS.name;
  const shortName = env.VITE_CENTRE_SHORT_NAME?.trim() || CENTRE_NAME_DEFAULTS.shortName;
  // The server's build (serverBundle) takes these plugins too, for the registration's module the private shell
  // imports; it writes no worker there, and nothing in .ssr is served.
  return VitePWA({
    registerType: 'prompt',
    // Registered by the private shell only: a visitor of the public site loads no worker and no code for it.
    injectRegister: false,
    manifest: {
      name,
      short_name: shortName,
      description: 'Action plans, time diary, sessions and messages for the centre’s coaches and clients.',
      id: '/dashboard',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      lang: 'en-CA',
      theme_color: '#1258a8',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The build's own files; not the server's bundle (.ssr) or the build manifest (.vite), nor the .br/.gz copies.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['.ssr/**', '.vite/**'],
      // The code of every screen: the largest chunk (the charts) is above Workbox's 2 MB default.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: Object.values(privatePatterns).map(privatePathRegex),
      cleanupOutdatedCaches: true,
      // The first worker takes the open pages at once, so a coach who signed in and then lost the signal can reload;
      // a later one takes them only after "Reload to update" (it waits until then, registerType prompt).
      clientsClaim: true,
      // Nothing else is cached at run time: the API's answers (private data) never pass through the worker's caches.
      runtimeCaching: [],
      // Sends the changes waiting on the device when the connection comes back with the app closed (workerSync).
      importScripts: ['sw-sync.js'],
    },
  });
}

/** The .ts tests that need a browser's globals (localStorage, window, Blob URLs, React's DOM): they run in jsdom. */
const DOM_TESTS = [
  'src/api/request.test.ts',
  'src/api/save-file.test.ts',
  'src/api/send-again.test.ts',
  'src/api/session-renewal.test.ts',
  'src/api/session-storage.test.ts',
  'src/app/store.test.ts',
  'src/features/auth/auth-slice.test.ts',
  'src/features/auth/session-elsewhere.test.ts',
  'src/features/clients/clients-page.test.ts',
  'src/features/form-files/form-files-slice.test.ts',
  'src/lib/api-thunk.test.ts',
  'src/lib/download-thunk.test.ts',
  'src/lib/use-loaded.test.ts',
  'src/offline/offline-data.test.ts',
];

// 127.0.0.1, not localhost (which may be ::1 first): the demo's API listens on IPv4 loopback only.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), installableApp(), precompress(), serverBundle(), workerSync()],
  // `@/app/paths` is `src/app/paths`; the same alias is in tsconfig.json (paths) and the ESLint resolver.
  // `zod` is src/lib/zod-jitless.ts: zod without its eval probe, which the page policy reports (script-src 'self').
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each route loads, for the server's page head and tools/first-load-js.mjs.
    manifest: true,
  },
  test: {
    restoreMocks: true,
    setupFiles: ['src/test-setup.ts'],
    // Vitest's default on two cores is one worker (cores - 1); the main process mostly waits.
    maxWorkers: 2,
    // A component test (.tsx) runs in jsdom, and so does a .ts test of DOM_TESTS; every other .ts test runs in
    // plain Node, which starts in a fraction of jsdom's time (docs/decisions/012-test-run-time.md).
    projects: [
      { extends: true, test: { name: 'dom', include: ['src/**/*.test.tsx', ...DOM_TESTS], environment: 'jsdom' } },
      { extends: true, test: { name: 'node', include: ['src/**/*.test.ts'], exclude: DOM_TESTS, environment: 'node' } },
    ],
  },
});
