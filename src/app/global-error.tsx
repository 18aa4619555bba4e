'use client'

/**
 * The last-resort fallback when even the error page cannot render (requirements §8). It has no access
 * to the locale or messages, so it speaks both languages.
 */
export default function GlobalError() {
  return (
    <html lang="ja">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
        <h1 style={{ fontSize: '1.5rem' }}>エラーページの表示中にエラーが発生しました</h1>
        <p lang="en">An error occurred while showing the error page</p>
        <p>
          {/* A plain link: a full page load is the reliable way out of a broken app shell. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a client-side Link needs the app that just failed */}
          <a href="/">トップページへ</a> / <a href="/en/" lang="en">Home</a>
        </p>
      </body>
    </html>
  )
}
