import type { TagRegisterEntry } from '@/lib/cms/content-mappers'

import styles from './TagRegister.module.css'

type Labels = {
  caption: string
  service: string
  recipient: string
  information: string
  sitePurpose: string
  recipientPurpose: string
  links: string
  /** With `{recipient}`: the link text of the recipient's policy. */
  policy: string
  optOut: string
  empty: string
  opensInNewTab: string
}

/**
 * The tag register of the external-transmission policy as a data table: one row per tool, the items
 * the Telecommunications Business Act's ordinance asks for (施行規則 22条の2の29: the information sent,
 * the recipient, the purposes) and the recipient's policy and opt-out. On a phone each row stacks into
 * labelled cells (native table markup only: the HTML checker refuses explicit table roles).
 */
export function TagRegister({ tags, labels }: { tags: TagRegisterEntry[]; labels: Labels }) {
  if (tags.length === 0) return <p>{labels.empty}</p>
  const columns = [labels.recipient, labels.information, labels.sitePurpose, labels.recipientPurpose, labels.links]
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="tag-register">
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              {labels.service}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <tr key={tag.id}>
              <th scope="row" className={styles.service}>
                {tag.service}
              </th>
              <td data-label={labels.recipient}>
                {tag.recipient}
              </td>
              <td data-label={labels.information} className={styles.text}>
                {tag.information}
              </td>
              <td data-label={labels.sitePurpose} className={styles.text}>
                {tag.sitePurpose}
              </td>
              <td data-label={labels.recipientPurpose} className={styles.text}>
                {tag.recipientPurpose}
              </td>
              <td data-label={labels.links}>
                <ul className={styles.links}>
                  <li>
                    <a href={tag.policyUrl} target="_blank" rel="noopener noreferrer">
                      {labels.policy.replace('{recipient}', tag.recipient)}
                      <span className="visually-hidden">（{labels.opensInNewTab}）</span>
                    </a>
                  </li>
                  {tag.optOutUrl ? (
                    <li>
                      <a href={tag.optOutUrl} target="_blank" rel="noopener noreferrer">
                        {labels.optOut}
                        <span className="visually-hidden">（{labels.opensInNewTab}）</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
