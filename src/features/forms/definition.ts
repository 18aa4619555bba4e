/** The CMS form's definition lives with the CMS types (lib/cms), which the landing page's mapper uses too. */
export * from '@/lib/cms/form-definition'
