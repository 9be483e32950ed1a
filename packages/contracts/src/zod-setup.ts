import { z } from 'zod';

// In browsers, Zod's probe for `Function('')` (to compile fast parsers) is a Content-Security-Policy
// violation under our policy, which forbids eval. Jitless mode skips it. It must run before any schema is
// built, hence first in the package's index. Servers keep the compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });
