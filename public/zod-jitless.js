// Zod compiles object parsers with `new Function`, and probes for it when the first schema is declared. Under the
// CSP (`script-src 'self'`, no 'unsafe-eval') even that caught probe fires a `securitypolicyviolation`. Zod takes
// its config from this global when it loads, and bundling may evaluate schema modules before any code of ours, so
// this classic script (run before every module script) is the one place that is reliably first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
