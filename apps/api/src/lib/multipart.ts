import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, RouteOptions } from 'fastify';

type Hook = (...args: never[]) => unknown;
/** The plugin's hooks that only remove temporary files saved by `saveRequestFiles()`. */
const CLEAN_UP_HOOKS = new Set(['onRequest', 'onResponse']);

const takesMultipart = (route: RouteOptions) =>
  (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') === true;

/**
 * @fastify/multipart with its clean-up hooks on the upload calls only (their contract says
 * a `multipart` body). Its decorators and parser stay app-wide, so any other call still sees a
 * multipart body for what it is and refuses it; but the plugin also hooks every call with an async
 * onRequest (a 'close' listener) and an async onResponse, which only ever remove the temporary files
 * of `saveRequestFiles()`: work every JSON call paid for nothing (measured with `npm run bench`).
 */
export async function multipartUploads(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  const cleanUp = new Map<string, Hook[]>();
  // The plugin sees the app itself, but its clean-up hooks are kept for the upload routes.
  const facade: FastifyInstance = new Proxy(app, {
    get(target, key) {
      if (key === 'addHook') {
        return (name: string, hook: Hook) => {
          if (CLEAN_UP_HOOKS.has(name)) cleanUp.set(name, [...(cleanUp.get(name) ?? []), hook]);
          else target.addHook(name as 'onRoute', hook as never);
          return facade;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) => {
    (multipart as unknown as (app: FastifyInstance, opts: FastifyMultipartOptions, done: (err?: Error) => void) => void)(
      facade,
      options,
      (err) => (err ? reject(err) : resolve()),
    );
  });
  app.addHook('onRoute', (route) => {
    if (!takesMultipart(route)) return;
    for (const [name, hooks] of cleanUp) {
      const own = (route as unknown as Record<string, Hook | Hook[] | undefined>)[name];
      (route as unknown as Record<string, Hook[]>)[name] = [...(own === undefined ? [] : [own].flat()), ...hooks];
    }
  });
}
// Not encapsulated (as fastify-plugin does): the decorators, the parser and the onRoute hook are the app's.
Object.assign(multipartUploads, { [Symbol.for('skip-override')]: true });
