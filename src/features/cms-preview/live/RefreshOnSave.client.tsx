'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from '@/i18n/navigation'

/**
 * For content drawn by server components (news, campaigns, banners): the preview re-renders from the
 * latest draft each time the admin saves, and drafts autosave every second while the editor types.
 */
export function RefreshOnSave({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
