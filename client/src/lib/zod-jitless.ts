// Runs before any schema module: zod 4 probes `new Function` to compile fast parsers, which the server's CSP
// (script-src 'self', no 'unsafe-eval') refuses and Chrome reports as a security issue. Zod reads this global.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
