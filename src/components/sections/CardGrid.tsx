import { Phrases } from '@/components/ui/Phrases'
import { Icon } from '@/components/ui/Icon'
import { Link } from '@/i18n/navigation'

import styles from './CardGrid.module.css'
import type { Card } from './types'

/** Cards in a responsive grid. A card with `href` becomes one link (its title names it). */
export function CardGrid({ items, columns = 3, headingLevel = 3 }: { items: Card[]; columns?: 2 | 3 | 4; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ul className={`${styles.cards} ${styles[`cols${columns}`]}`} data-count={items.length}>
      {items.map((card) => (
        <li key={card.title} className={`${styles.card} ${card.href ? styles.cardLink : ''}`}>
          {card.icon ? (
            <span className={styles.cardIcon}>
              <Icon name={card.icon} size={26} />
            </span>
          ) : null}
          {card.meta ? <p className={styles.cardMeta}>{card.meta}</p> : null}
          <Heading className={styles.cardTitle}>
            {card.href ? (
              <Link href={card.href} className={styles.cardAnchor}>
                <Phrases text={card.title} />
              </Link>
            ) : (
              <Phrases text={card.title} />
            )}
          </Heading>
          <p className={styles.cardText}>
            <Phrases text={card.text} fit={false} />
          </p>
          {card.points ? (
            <ul className={`${styles.bullets} ${styles.cardPoints}`}>
              {card.points.map((point) => (
                <li key={point}>
                  <Phrases text={point} fit={false} />
                </li>
              ))}
            </ul>
          ) : null}
          {card.href && card.linkLabel ? (
            <p className={styles.cardMore} aria-hidden="true">
              {card.linkLabel}
              <Icon name="arrow" size={18} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
