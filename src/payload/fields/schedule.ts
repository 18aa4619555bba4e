import type { UIField } from 'payload'

import { label } from '../labels'

/** Shows a document's scheduled publish time ("予約 00:20", Japan time) in the list and the sidebar. */
export const scheduleField: UIField = {
  name: 'schedule',
  type: 'ui',
  label: label('公開予約', 'Scheduled'),
  admin: {
    position: 'sidebar',
    components: {
      Cell: '/payload/admin/ScheduleBadge#ScheduleCell',
      Field: '/payload/admin/ScheduleBadge#ScheduleField',
    },
  },
}
