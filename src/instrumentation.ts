/**
 * Next's start-up hook. On the Node.js server (not in the Edge runtime, not during `next build`) it
 * starts the CMS job ticker (instrumentation-node.ts). The condition is spelled so that the Edge
 * compile, where NEXT_RUNTIME is inlined as 'edge', drops the import and never sees Node's modules.
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own markers, inlined per runtime; they are not settings.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { registerNodeServer } = await import('./instrumentation-node')
    await registerNodeServer()
  }
}
