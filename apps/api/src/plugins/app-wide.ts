import type { FastifyInstance } from 'fastify';

/**
 * Marks a plugin as the app's own rather than a scope of its own, as fastify-plugin does (Fastify's
 * `skip-override`): its decorators, hooks, handlers and parsers hold for the instance it is registered
 * on and everything registered after it. Every plugin of this folder that changes the app is one; a
 * plugin left encapsulated (the API's routes) keeps what it adds to itself.
 */
export function appWide<Plugin extends (app: FastifyInstance, options: never) => Promise<void>>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
