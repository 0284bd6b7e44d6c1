/**
 * The "pdf" part: a proposal's PDF as Send proposal renders it (compressed, in Spanish, eight line items and a
 * ten-day outline), in this process: the first render (fonts and layout engine loaded), then ten more. Targets:
 * each render ≤ 1 s, and ≤ 50 MB of memory beyond what the process held before the first.
 */
import { renderProposalPdf } from '../src/features/trips/proposals/pdf'
import { type Print, seconds } from './common'
import { pdfCompany as company } from '../tests/helpers/proposal-fixture'

const RENDER_TARGET_MS = 1000
const EXTRA_RSS_TARGET_MB = 50

const proposal = {
  title: 'Madrid · junio de 2027 · 40 + 3',
  locale: 'es' as const,
  outline: Array.from({ length: 10 }, (_, day) => `Día ${day + 1}: visitas y talleres en Madrid`).join('\n'),
  items: Array.from({ length: 8 }, (_, i) => ({
    label: `Partida ${i + 1}: alojamiento, visitas y traslados`,
    quantity: i % 2 ? 1 : 43,
    unitCents: 12_345 * (i + 1),
    per: (i % 2 ? 'group' : 'person') as 'group' | 'person',
  })),
  includes: 'Alojamiento\nDesayuno\nCoordinador bilingüe\nSeguro de viaje',
  excludes: 'Vuelos\nComidas no indicadas',
  notes: 'Precios por estudiante en habitaciones múltiples.',
  validUntil: '2027-05-15T00:00:00.000Z',
  organisation: 'IES Goya',
  recipient: 'Marta Ruiz',
}

export async function pdfFigures(print: Print): Promise<void> {
  global.gc?.()
  const baseline = process.memoryUsage.rss()
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
  try {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < 11; i++) {
      const started = performance.now()
      bytes = (await renderProposalPdf(proposal, company)).byteLength
      times.push(performance.now() - started)
    }
    peak = Math.max(peak, process.memoryUsage.rss())
    const [first, ...warm] = times
    const sorted = [...warm].sort((a, b) => a - b)
    const worst = Math.max(...times)
    const extraMb = (peak - baseline) / 2 ** 20
    print(
      `pdf: first render ${seconds(first!)}, then median ${seconds(sorted[Math.floor(sorted.length / 2)]!)}, ` +
        `slowest ${seconds(worst)} (target ≤ ${seconds(RENDER_TARGET_MS)}: ${worst <= RENDER_TARGET_MS ? 'met' : 'MISSED'}); ` +
        `${(bytes / 1024).toFixed(0)} KB`,
    )
    print(
      `pdf: memory beyond the process's before the first render ${extraMb.toFixed(1)} MB ` +
        `(target ≤ ${EXTRA_RSS_TARGET_MB} MB: ${extraMb <= EXTRA_RSS_TARGET_MB ? 'met' : 'MISSED'})`,
    )
  } finally {
    clearInterval(sampler)
  }
}
