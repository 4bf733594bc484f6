/**
 * The centre's name when a build sets no VITE_CENTRE_NAME or VITE_CENTRE_SHORT_NAME (settings.ts): also the
 * installed app's name (vite.config.ts). No imports: the build's config loads this file under Node.
 */
export const CENTRE_NAME_DEFAULTS = {
  name: 'Chinook Childcare Business Centre',
  shortName: 'Chinook Centre',
} as const;
