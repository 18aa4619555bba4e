/* Payload's admin pages (generated shape; keep edits minimal). */
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { ENROLMENT_SEGMENTS, mustEnrolHere } from '@/features/staff-auth/admin/hold-until-enrolled'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** An account that must enrol in two-step verification first is shown only its account page (features/staff-auth). */
async function shown({ params, searchParams }: Args): Promise<Args> {
  if (!(await mustEnrolHere(config, (await params).segments))) return { params, searchParams }
  return { params: Promise.resolve({ segments: ENROLMENT_SEGMENTS }), searchParams: Promise.resolve({}) }
}

export const generateMetadata = async (args: Args): Promise<Metadata> => generatePageMetadata({ config, ...(await shown(args)) })

const Page = async (args: Args) => RootPage({ config, ...(await shown(args)), importMap })

export default Page
