import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { deviceFromHeaders, type DeviceInfo } from './detect'

/**
 * The device classes of the current request, for server components and route handlers that are
 * rendered per request anyway. Reading headers() makes a page dynamic, so statically generated
 * pages must not call this: they use CSS for PC/SP variants and the client's DeviceProvider.
 */
export const getRequestDevice = cache(async (): Promise<DeviceInfo> => deviceFromHeaders(await headers()))
