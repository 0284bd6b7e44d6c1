import config from '@payload-config'
import { getNextRequestI18n } from '@payloadcms/next/utilities'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { staffViewTitle, withStaffTitle } from '@/platform/admin/ui/view-titles'
import { importMap } from '@/app/(payload)/admin/importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<Record<string, string | string[]>>
}

/** Payload's metadata, with the staff screens' tab titles in the admin language (src/platform/admin/ui/view-titles). */
export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const metadata = await generatePageMetadata({ config, params, searchParams })
  const resolved = await config
  const title = staffViewTitle((await params).segments, await getNextRequestI18n({ config: resolved }))
  return title ? withStaffTitle(metadata, title, resolved.admin.meta?.titleSuffix) : metadata
}

export default function AdminPage({ params, searchParams }: Args) {
  return RootPage({ config, importMap, params, searchParams })
}
