import { getTranslations, setRequestLocale } from 'next-intl/server'

export default async function Home({ params }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Home')
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '48px 16px' }}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <p>{t('body')}</p>
    </main>
  )
}
