import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { isLocale, locales } from '@i18n/locales'
import { translator } from '@/platform/i18n'

import { ogImageSize } from '@/app/(frontend)/_lib/locale-page'

/** The pages' Open Graph image (1200×630, pageMetadata links it), drawn at build time in each language. */
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = () => locales.map((lang) => ({ lang }))

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) return new Response(null, { status: 404 })
  const t = translator(lang)
  const art = await readFile(path.join(process.cwd(), 'public/images/home/school-trips.svg'))
  const logo = await readFile(path.join(process.cwd(), 'public/icon.svg'))
  const dataUri = (svg: Buffer) => `data:image/svg+xml;base64,${svg.toString('base64')}`

  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#0f2d5c' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 620,
          padding: 64,
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
          <img src={dataUri(logo)} width={64} height={64} alt="" />
          {t('site.name')}
        </div>
        <div style={{ fontSize: 56, lineHeight: 1.15 }}>{t('site.tagline')}</div>
        <div style={{ fontSize: 26, color: '#d9e8ff' }}>{`${t('nav.schoolTrips')} · ${t('nav.erasmus')}`}</div>
      </div>
      {/* Our hero art (1600×1000), cropped to the right-hand 580 px. */}
      <div style={{ display: 'flex', width: 580, height: '100%', overflow: 'hidden' }}>
        <img src={dataUri(art)} width={1008} height={630} style={{ marginLeft: -214 }} alt="" />
      </div>
    </div>,
    ogImageSize,
  )
}
