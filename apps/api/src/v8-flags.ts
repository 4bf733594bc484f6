import v8 from 'node:v8';

/**
 * V8's settings for the server process, set before the app's modules load (main.ts imports this first).
 *
 * No allocation-site pretenuring. V8 decides, at each collection, to allocate the objects of a site straight
 * in the old generation when most of them survived; while the app starts nearly everything survives, and on
 * most starts it so decided for sites that every request uses afterwards (Node's request, response and
 * header objects among them). Each request then left its objects to old-generation collections: with
 * `--trace-gc-nvp`, the plan list promoted 3.8 KB a request out of 35 KB and paused 4.9 µs a request for
 * collections, where a start without those decisions promoted 4 bytes and paused 0.65 µs (docs/decisions/005). A
 * server's objects live for one request, which the young generation collects for nearly nothing.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
