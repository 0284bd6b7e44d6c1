'use client'

import React from 'react'

import type { LinkClicks } from '@/features/campaigns/link-clicks'
import { useNumberFormatter } from '@/platform/admin/ui/format'
import { Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

/** Clicks on each of the campaign's counted links, all months together, most clicked first (no names: counts). */
export function LinkClicksPanel({ links }: { links: LinkClicks[] }) {
  const text = useStaffTexts().campaignDetail.links
  const formatNumber = useNumberFormatter()
  return (
    <Panel id="campaign-detail-links" title={text.title}>
      {links.length ? (
        <div className={`${ui}__table-wrap`}>
          <table aria-label={text.title} className={`${ui}__table`}>
            <thead>
              <tr>
                <th scope="col">{text.link}</th>
                <th scope="col">{text.clicks}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.url}>
                  <td className={`${ui}__break`}>{link.url}</td>
                  <td>{formatNumber(link.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={`${ui}__hint`}>{text.none}</p>
      )}
    </Panel>
  )
}
