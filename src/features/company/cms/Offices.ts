import type { CollectionConfig } from 'payload'

import { MAP_LABEL_SIDES, OFFICE_REGIONS } from '../../../lib/cms/types'
import { companyCollection, label, localizedText, localizedArea } from './shared'

const REGION_LABELS = { tokyo: label('東京', 'Tokyo'), fukuoka: label('福岡エリア', 'Fukuoka area'), overseas: label('海外', 'Overseas') } as const
const SIDE_LABELS = { left: label('左', 'Left'), right: label('右', 'Right'), above: label('上', 'Above'), below: label('下', 'Below') } as const

/** Offices on /company/Japan-Offices/ (list and map), in both languages. */
export const Offices: CollectionConfig = companyCollection({
  slug: 'offices',
  noun: ['事業所', 'Office', 'Offices'],
  list: { title: ['name', '名称', 'Name'], columns: ['region', 'sortOrder'] },
  fields: [
    {
      name: 'region',
      label: label('掲載する区分', 'Section of the page'),
      type: 'select',
      required: true,
      defaultValue: 'fukuoka',
      options: OFFICE_REGIONS.map((value) => ({ value, label: REGION_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    localizedArea('address', '所在地', 'Address', { required: true, maxLength: 200 }),
    localizedArea('role', '役割', 'Role', { maxLength: 200 }),
    localizedText('access', 'アクセス', 'Access', { maxLength: 200 }),
    {
      type: 'row',
      fields: [
        {
          name: 'lat',
          label: label('緯度', 'Latitude'),
          type: 'number',
          required: true,
          min: -90,
          max: 90,
          admin: { step: 0.0001, description: label('地図上の位置（例: 33.5897）。地図アプリで建物を右クリックするとわかります。', 'Position on the map (e.g. 33.5897): right-click the building in a map app.') },
        },
        { name: 'lng', label: label('経度', 'Longitude'), type: 'number', required: true, min: -180, max: 180, admin: { step: 0.0001, description: label('例: 130.4207', 'e.g. 130.4207') } },
        {
          name: 'labelSide',
          label: label('地図のラベル位置', 'Label on the map'),
          type: 'select',
          required: true,
          defaultValue: 'right',
          options: MAP_LABEL_SIDES.map((value) => ({ value, label: SIDE_LABELS[value] })),
        },
      ],
    },
  ],
})
