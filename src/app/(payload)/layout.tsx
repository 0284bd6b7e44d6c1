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
 * The admin's server functions (Payload renders lists, documents and form state through them). Anyone can post
 * to a server action; Payload refuses a stranger by throwing, which Next.js answers with a 500 and a logged stack.
 * A stranger gets a 404 instead. Form state is the one function the sign-up of the very first user needs before
 * anyone is signed in, and Payload refuses it itself once a user exists.
 */
const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  if (args.name !== 'form-state') {
    const { user } = await (await getPayload({ config })).auth({ headers: await headers() })
    if (!user) notFound()
  }
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
