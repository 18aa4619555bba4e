import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'cloudfront-is-tablet-viewer': 'true',
      'cloudfront-is-mobile-viewer': 'false',
      'cloudfront-is-desktop-viewer': 'false',
      'cloudfront-is-ios-viewer': 'true',
    }),
}))

describe('device classes in a per-request server context', () => {
  it('come from the request headers, CloudFront first', async () => {
    const { getRequestDevice } = await import('./server')
    const { deviceClassList } = await import('./detect')
    const device = await getRequestDevice()
    expect(device.source).toBe('cdn')
    expect(deviceClassList(device.classes)).toEqual(['tablet', 'ios', 'safari'])
  })
})
