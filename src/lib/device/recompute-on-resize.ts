import { DEVICE_RESIZE_RECOMPUTE_DELAY_MS } from '@/lib/runtime-constants'

type ResizeTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>

/**
 * Calls `recompute` once the window has stopped resizing for DEVICE_RESIZE_RECOMPUTE_DELAY_MS
 * (requirements §4: device info is recomputed 50 ms after each resize). Returns the unsubscribe.
 */
export function recomputeOnResize(target: ResizeTarget, recompute: () => void, delayMs = DEVICE_RESIZE_RECOMPUTE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      recompute()
    }, delayMs)
  }
  target.addEventListener('resize', onResize)
  target.addEventListener('orientationchange', onResize)
  return () => {
    if (timer !== undefined) clearTimeout(timer)
    target.removeEventListener('resize', onResize)
    target.removeEventListener('orientationchange', onResize)
  }
}
