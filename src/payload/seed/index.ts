import type { Payload } from 'payload'

/**
 * Seed content for a new site. Each part runs only when its collection is empty, so running the seed
 * again never duplicates or overwrites editors' work. (The first staff user is made by onInit.)
 */
export async function seedContent(payload: Payload): Promise<void> {
  payload.logger.info('seed: nothing to add yet')
}
