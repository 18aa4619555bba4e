import { describe, expect, it } from 'vitest'

import { deviceClassList } from '@/lib/device/detect'

import { deviceFromClientHints } from './device-classes'

const hints = (platform: string, mobile: boolean, ...brands: string[]) => ({ platform, mobile, brands: brands.map((brand) => ({ brand })) })

describe('device classes from User-Agent Client Hints (no parser download in Chromium browsers)', () => {
  it('classifies phones, tablets and desktops like the parser does', () => {
    expect(deviceClassList(deviceFromClientHints(hints('Android', true, 'Chromium', 'Google Chrome', 'Not_A Brand'))!)).toEqual(['mobile', 'android', 'chrome'])
    expect(deviceClassList(deviceFromClientHints(hints('Android', false, 'Chromium', 'Google Chrome'))!)).toEqual(['tablet', 'android', 'chrome'])
    expect(deviceClassList(deviceFromClientHints(hints('Windows', false, 'Chromium', 'Microsoft Edge'))!)).toEqual(['desktop', 'windows', 'edge'])
    expect(deviceClassList(deviceFromClientHints(hints('macOS', false, 'Chromium', 'Google Chrome'))!)).toEqual(['desktop', 'macos', 'chrome'])
    expect(deviceClassList(deviceFromClientHints(hints('Android', true, 'Chromium', 'Samsung Internet'))!)).toEqual(['mobile', 'android', 'samsung'])
    expect(deviceClassList(deviceFromClientHints(hints('Linux', false, 'Chromium'))!)).toEqual(['desktop', 'chrome'])
  })

  it('gives up (so the parser decides) without hints or with empty ones', () => {
    expect(deviceFromClientHints(undefined)).toBeNull()
    expect(deviceFromClientHints(hints('', false))).toBeNull()
  })
})
