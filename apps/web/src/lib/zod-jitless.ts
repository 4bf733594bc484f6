/**
 * What `import ... from 'zod'` resolves to in the web app (vite.config.ts aliases it here),
 * for the app's own schemas and the contract's alike. The page policy allows no eval
 * (script-src 'self'), and zod's compiled parsers would probe for it with `Function('')`
 * when the first object schema is made, which the browser reports as a policy violation.
 * Set here, before any module that imports zod runs, jitless skips the probe (docs/decisions/006).
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
