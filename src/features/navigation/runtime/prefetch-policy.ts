import { PREFETCH_SKIPPED_EFFECTIVE_TYPES } from '@/lib/runtime-constants'

/** The parts of `navigator` the prefetch rule reads (Network Information API where the browser has it). */
export type NetworkView = {
  onLine?: boolean
  connection?: { effectiveType?: string; saveData?: boolean } | null
}

/**
 * requirements §2: link prefetch is skipped on 2G connections, with data saver on, or when offline;
 * otherwise Next's own prefetching applies. Browsers without the Network Information API
 * (Safari, Firefox) only have the offline rule.
 */
export function prefetchAllowed(network: NetworkView | undefined): boolean {
  if (!network) return false
  if (network.onLine === false) return false
  const connection = network.connection
  if (connection?.saveData) return false
  if (connection?.effectiveType && PREFETCH_SKIPPED_EFFECTIVE_TYPES.includes(connection.effectiveType)) return false
  return true
}
