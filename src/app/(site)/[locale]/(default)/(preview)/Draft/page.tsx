// /Draft/ (banners): drafts are per request and never cached (who may see them: src/lib/cms/preview.ts).
export const dynamic = 'force-dynamic'
export { BannerDraftPage as default, generatePreviewMetadata as generateMetadata } from '@/features/cms-preview/routes'
