// Root layout of Payload's admin (route group kept apart from the public site's own root layout).
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload, type ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { importMap } from './admin/importMap.js'
import './custom.scss'

/**
 * The admin's server functions (Payload renders lists, documents and form state through them). Calls without a
 * session are refused before Next.js runs any action (src/platform/request-gate/forged-actions.ts): the sign-in screens post to
 * the REST API, and the first user is created at start. The check here covers a session that ends in between;
 * Payload refuses by throwing, which Next.js would answer with a 500 and a logged stack, so it is a 404.
 */
const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  const { user } = await (await getPayload({ config })).auth({ headers: await headers() })
  if (!user) notFound()
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403) notFound()
    throw error
  }
}

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
