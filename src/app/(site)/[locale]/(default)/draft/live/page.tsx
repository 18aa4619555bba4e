// /draft/live/: the admin's live-preview frame; per request, never cached (src/features/cms-preview/live).
export const dynamic = 'force-dynamic'
export { LivePreviewPage as default, generateMetadata } from '@/features/cms-preview/live/LivePreviewPage'
