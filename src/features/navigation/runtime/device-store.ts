import type { DeviceClasses, DeviceSource } from '@/lib/device'

export type ClientDevice = {
  classes: DeviceClasses
  source: DeviceSource
  viewport: { width: number; height: number }
}

/** The visitor's device as classified in the browser; null until the (lazily loaded) classifier ran. */
let current: ClientDevice | null = null
const listeners = new Set<() => void>()

export function deviceSnapshot(): ClientDevice | null {
  return current
}

export function subscribeDevice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function publishDevice(device: ClientDevice): void {
  current = device
  listeners.forEach((fn) => fn())
}
