// Lint for the whole monorepo. Not type-aware on purpose: `npx eslint .` stays a few seconds.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** Folders of `dir`, read at every lint run so that a new feature is covered without touching this file. */
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature imports nothing from another feature: `app/` (web) or `plugins/api.ts` (api) composes them. */
const featureIsolation = (src, composer) =>
  foldersOf(`${src}/features`).map((name) => ({
    target: `./${src}/features/${name}`,
    from: `./${src}/features`,
    except: [`./${name}`],
    message: `features/${name} may not import another feature: compose them in ${composer}, or move the shared piece out of features/.`,
  }));

const boundaries = [
  ...featureIsolation(API, 'plugins/api.ts'),
  {
    target: ['lib', 'auth', 'db', 'storage', 'demo'].map((dir) => `./${API}/${dir}`),
    from: `./${API}/features`,
    message: 'Shared server code may not import a feature.',
  },
  {
    target: `./${API}/db`,
    from: `./${API}/demo`,
    message: 'db/ holds the connection, schema, migrations and queries; the demo seed (demo/) uses it, not the other way round.',
  },
  ...featureIsolation(WEB, 'app/'),
  {
    target: ['lib', 'components', 'api', 'layouts'].map((dir) => `./${WEB}/${dir}`),
    from: `./${WEB}/features`,
    message: 'Shared web code may not import a feature; app/ composes features.',
  },
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    // The one path table (docs/architecture.md#the-web-app) is meant for screens too.
    except: ['./paths.ts'],
    message: 'A feature may not import app/ (only app/paths); app/ composes features, not the other way round.',
  },
];

/**
 * Every eslint-disable comment names its rules and says why after ` -- `, so that
 * no rule is switched off without a reason written next to it.
 */
const localPlugin = {
  rules: {
    'justified-disable': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          noRule: 'Name the rule(s) this comment disables.',
          noReason: "Give the reason after ' -- ' (e.g. `// eslint-disable-next-line some/rule -- why it is right here`).",
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const match = /^\s*eslint-disable(?:-next-line|-line)?(?=\s|$)(.*)$/s.exec(comment.value);
              if (!match) continue;
              const [rules, reason = ''] = match[1].split(/\s-{2,}\s/);
              if (!rules.trim()) context.report({ loc: comment.loc, messageId: 'noRule' });
              else if (!reason.trim()) context.report({ loc: comment.loc, messageId: 'noReason' });
            }
          },
        };
      },
    },
  },
};

const SOURCE = '**/*.{ts,tsx,js,mjs}';

export default defineConfig(
  { ignores: ['**/node_modules/', '**/dist/', '**/coverage/', '**/data/', '**/test-results/', '**/playwright-report/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    files: [SOURCE],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: globals.node },
    plugins: { local: localPlugin, 'check-file': checkFile },
    rules: {
      'local/justified-disable': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `vite.config.ts`, `users.test.ts`, `env.d.ts`: only the part before the first dot is checked.
      'check-file/filename-naming-convention': ['error', { [SOURCE]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,tools}/**/': 'KEBAB_CASE' }],
      // No barrel files (docs/architecture.md#rules-checked-by-npm-run-lint): import the module that holds the thing.
      'check-file/no-index': ['error', { ignoreMiddleExtensions: true }],
    },
  },
  {
    // Migrations are numbered in sequence first (docs/decisions/013-migration-sequence.md): 0001-users-and-regions.ts.
    files: [`${API}/db/migrations/*.ts`],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': '[0-9][0-9][0-9][0-9]-+([a-z])*([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },

  {
    files: ['apps/{api,web}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files no-cycle follows; `@tc/contract/*` and `@/` resolve through the tsconfigs.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api', 'apps/web', 'packages/contract'].map((dir) => path.join(root, dir, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
    },
  },

  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  prettier,
);
