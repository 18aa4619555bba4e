// A no-op hook of the floor's own: without it, Next (Turbopack's root is the repository, where the
// lockfile is) picks up the site's src/instrumentation.ts.
export function register() {}
