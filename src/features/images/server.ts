/** The process-wide image service (see instance.ts), for server code of the app. */
import 'server-only'

export { imageRoots, imageService } from './instance'
