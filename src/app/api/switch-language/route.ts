/** The language switcher without JavaScript: to the page in the other language, or its nearest published page. */
import { switchLanguage } from '@/features/navigation/server/switch-language'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return switchLanguage(request)
}
