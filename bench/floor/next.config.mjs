import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.js')

/** Defaults only: what a fresh Next app with next-intl ships. */
export default withNextIntl({ trailingSlash: true })
