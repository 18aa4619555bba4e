'use client'

/**
 * Deletes the listed unused files after a confirmation; the server still refuses any file that is in use.
 * The panel keeps it mounted when no file is left, so the result of a deletion stays after the list refreshes.
 */
import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'
import * as qs from 'qs-esm'
import { useState } from 'react'

// The admin is not a localized page of the site: a plain refresh of its server-rendered list.
import { useServerRefresh } from '../../i18n/router.client'

type File = { id: string; filename: string }

export function DeleteUnusedMediaButton({ collection, apiRoute, files, language }: { collection: string; apiRoute: string; files: File[]; language: 'ja' | 'en' }) {
  const { openModal } = useModal()
  const refresh = useServerRefresh()
  const [message, setMessage] = useState('')
  const ja = language === 'ja'
  const modalSlug = `delete-unused-${collection}`

  async function remove() {
    const query = qs.stringify({ where: { id: { in: files.map((f) => f.id) } } })
    const res = await fetch(`${apiRoute}/${collection}/?${query}`, { method: 'DELETE', credentials: 'include', headers: { 'Accept-Language': language } })
    const body = (await res.json().catch(() => ({}))) as { docs?: unknown[]; errors?: unknown[] }
    const deleted = body.docs?.length ?? 0
    const refused = body.errors?.length ?? 0
    setMessage(
      ja
        ? `${deleted} 件を削除しました。${refused ? `${refused} 件は使われているため残しました。` : ''}`
        : `Deleted ${deleted} file${deleted === 1 ? '' : 's'}.${refused ? ` Kept ${refused} still in use.` : ''}`,
    )
    refresh()
  }

  return (
    <>
      {files.length > 0 && (
        <Button buttonStyle="primary" size="small" margin={false} onClick={() => openModal(modalSlug)} id="delete-unused-media">
          {ja ? `未使用の ${files.length} 件を削除` : `Delete ${files.length} unused`}
        </Button>
      )}
      {message && (
        <span role="status" data-testid="unused-media-result">
          {message}
        </span>
      )}
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={ja ? '未使用のメディアを削除しますか？' : 'Delete unused media?'}
        body={
          <div>
            <p>{ja ? '次のファイルはどの記事・キャンペーン・バナーにも使われていません。削除すると元に戻せません。' : 'No article, campaign or banner uses these files. Deleting cannot be undone.'}</p>
            <ul style={{ maxHeight: '12rem', overflow: 'auto' }}>
              {files.map((f) => (
                <li key={f.id}>{f.filename || `#${f.id}`}</li>
              ))}
            </ul>
          </div>
        }
        confirmLabel={ja ? '削除する' : 'Delete'}
        cancelLabel={ja ? 'キャンセル' : 'Cancel'}
        onConfirm={remove}
      />
    </>
  )
}
