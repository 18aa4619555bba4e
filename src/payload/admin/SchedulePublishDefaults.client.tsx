'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's schedule panel opens on "unpublish" when a document has no unpublished versions, which is
 * also the case for a draft that was never published, where only "publish" makes sense. Counting the
 * saved draft as the unpublished version it is makes the panel open on "publish". Renders nothing.
 */
export function SchedulePublishDefaults() {
  const { id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  useEffect(() => {
    if (id && !hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  return null
}
