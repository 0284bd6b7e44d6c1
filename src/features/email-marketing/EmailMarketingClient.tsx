'use client'

import { Button, Drawer, Gutter, SetStepNav, useConfig, useModal } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import React, { useMemo, useState } from 'react'

import { activeCampaignStatuses } from '@/features/campaigns/status'
import { CsvUploadButton } from '@/platform/admin/ui/CsvUploadButton'
import { DataTable } from '@/platform/admin/ui/DataTable'
import { useDateFormatter, useNumberFormatter } from '@/platform/admin/ui/format'
import { PAGE_SIZE, paginate, Panel, ScreenHeader, StatCard, ui, UploadReport } from '@/platform/admin/ui/ScreenBlocks'
import { campaignDetailPath, staffViewPaths } from '@/platform/admin/ui/paths'
import { TabPanel, Tabs } from '@/platform/admin/ui/Tabs'
import type { CampaignSummary, MessageCatalog, SchoolSummary } from '@/platform/admin/ui/types'
import { useCsvUpload } from '@/platform/admin/ui/useCsvUpload'
import { type SchoolsView, useSchoolsView } from '@/platform/admin/ui/useSchoolsView'
import { AddSchoolForm } from './AddSchoolForm'
import { api } from './api'
import { AnalyticsFigures } from './AnalyticsFigures'
import { type CampaignAnalytics, RateCards } from './RateCards'
import { baseClass, CampaignStatusPill } from './CampaignStatusPill'
import { SchoolsPanel } from './SchoolsPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import './EmailMarketing.scss'

const ADD_SCHOOL_DRAWER = 'email-marketing-add-school'
const RECENT_CAMPAIGNS = 5

type Tab = 'overview' | 'schools' | 'campaigns' | 'analytics'

type Props = {
  analytics: CampaignAnalytics
  campaigns: CampaignSummary[]
  /** The admin's language: the countries' names in the schools' filter. */
  language: string
  messages: MessageCatalog
  /** The first page of schools with the filters' choices, as the server read them. */
  schools: SchoolsView
}

export function EmailMarketingClient({ analytics, campaigns, language, messages, schools: initialSchools }: Props) {
  const formatNumber = useNumberFormatter()
  const text = useStaffTexts().emailMarketing
  const schools = useSchoolsView(initialSchools, { language, pageSize: PAGE_SIZE })
  const schoolsStale = schools.stale
  const schoolCount = schools.facets?.total ?? schools.view.total
  const [tab, setTab] = useState<Tab>('overview')
  const [campaignPage, setCampaignPage] = useState(1)

  const { config } = useConfig()
  const adminRoute = config.routes.admin
  const adminUrl = (path: string) => formatAdminURL({ adminRoute, path: path as `/${string}`, relative: true })
  const { closeModal, openModal } = useModal()
  const formatDate = useDateFormatter()

  // ---- figures ------------------------------------------------------------------------------------------------

  const activeCampaigns = useMemo(
    () => campaigns.filter((c) => activeCampaignStatuses.includes(c.status)).length,
    [campaigns],
  )
  const emailsSent = useMemo(() => campaigns.reduce((sum, c) => sum + c.totalRecipients, 0), [campaigns])

  // ---- schools ------------------------------------------------------------------------------------------------

  // After an import or a new school the page and the counts are read again (the Schools tab shows them at once).
  const refreshSchools = schools.refresh

  const upload = useCsvUpload({
    url: api.uploadSchoolsCsv,
    notices: {
      uploaded: text.notices.csvUploaded,
      failed: text.notices.csvFailed,
    },
    onUploaded: () => void refreshSchools(),
  })

  const onSchoolAdded = (_school: SchoolSummary) => {
    closeModal(ADD_SCHOOL_DRAWER)
    void refreshSchools()
  }

  // ---- campaigns ----------------------------------------------------------------------------------------------

  const recent = campaigns.slice(0, RECENT_CAMPAIGNS)
  // Analytics shows measured figures as soon as one campaign has mailed anyone; never sample numbers.
  const sentCampaigns = useMemo(
    () => campaigns.filter((c) => c.delivered.sent + c.delivered.failed + c.delivered.bounced > 0),
    [campaigns],
  )
  const campaignsPaging = paginate(campaigns, campaignPage)

  // ---- render -------------------------------------------------------------------------------------------------

  const idPrefix = baseClass
  const tabs = [
    { key: 'overview' as const, label: text.tabs.overview },
    { key: 'schools' as const, label: text.tabs.schools, count: formatNumber(schoolCount) },
    { key: 'campaigns' as const, label: text.tabs.campaigns, count: formatNumber(campaigns.length) },
    { key: 'analytics' as const, label: text.tabs.analytics },
  ]
  // "Create New Campaign" stands in the overview and above the campaigns table, in different styles.
  const createCampaignButton = (buttonStyle: 'primary' | 'secondary') => (
    <Button
      buttonStyle={buttonStyle}
      el="link"
      margin={false}
      size="medium"
      url={adminUrl(staffViewPaths.campaignCreator)}
    >
      {text.overview.createCampaign}
    </Button>
  )

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <SetStepNav nav={[{ label: text.title }]} />
      <ScreenHeader intro={text.intro} title={text.title} />

      {schoolsStale && (
        <p className={`${ui}__alert`} role="alert">
          {text.refreshFailed}
        </p>
      )}

      <ul className={`${ui}__stats`}>
        <StatCard caption={text.cards.schools.caption} label={text.cards.schools.label} value={schoolCount} />
        <StatCard caption={text.cards.active.caption} label={text.cards.active.label} value={activeCampaigns} />
        <StatCard caption={text.cards.campaigns.caption} label={text.cards.campaigns.label} value={campaigns.length} />
        <StatCard caption={text.cards.sent.caption} label={text.cards.sent.label} value={emailsSent} />
      </ul>

      <Tabs active={tab} idPrefix={idPrefix} label={text.tabsLabel} onSelect={setTab} tabs={tabs} />

      {/* ---- Overview ---- */}
      <TabPanel active={tab === 'overview'} idPrefix={idPrefix} tabKey="overview">
        <div className={`${ui}__split`}>
          <Panel id={`${idPrefix}-quick-actions`} title={text.overview.quickActions}>
            <div className={`${baseClass}__action`}>
              <h3 className={`${baseClass}__action-title`}>{text.overview.importTitle}</h3>
              <CsvUploadButton chooseLabel={text.overview.chooseFile} label={text.overview.upload} upload={upload} />
              <p className={`${ui}__hint`}>{text.overview.hint}</p>
              {upload.failure && (
                <p className={`${ui}__alert`} role="alert">
                  {text.overview.serverSaid(upload.failure)}
                </p>
              )}
              {upload.report && <UploadReport onDismiss={() => upload.setReport(null)} report={upload.report} />}
            </div>

            <div className={`${baseClass}__action`}>
              <h3 className={`${baseClass}__action-title`}>{text.overview.campaignTitle}</h3>
              <p className={`${ui}__hint`}>{text.overview.campaignHint}</p>
              <div>{createCampaignButton('secondary')}</div>
            </div>
          </Panel>

          <Panel id={`${idPrefix}-recent`} title={text.overview.recentActivity}>
            {recent.length === 0 ? (
              <p className={`${ui}__empty`}>{text.overview.noCampaigns}</p>
            ) : (
              <ul className={`${baseClass}__activity`}>
                {recent.map((campaign) => (
                  <li className={`${baseClass}__activity-item`} key={campaign.id}>
                    <div className={`${baseClass}__activity-text`}>
                      <span className={`${ui}__strong`}>{campaign.name}</span>
                      <span className={`${ui}__muted`}>{text.overview.created(formatDate(campaign.createdAt))}</span>
                    </div>
                    <CampaignStatusPill status={campaign.status} />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </TabPanel>

      {/* ---- Schools Database ---- */}
      <TabPanel active={tab === 'schools'} idPrefix={idPrefix} tabKey="schools">
        <SchoolsPanel
          formatDate={formatDate}
          idPrefix={`${idPrefix}-schools`}
          onAddSchool={() => openModal(ADD_SCHOOL_DRAWER)}
          schools={schools}
        />
      </TabPanel>

      {/* ---- Campaigns ---- */}
      <TabPanel active={tab === 'campaigns'} idPrefix={idPrefix} tabKey="campaigns">
        <Panel
          actions={createCampaignButton('primary')}
          id={`${idPrefix}-campaigns-title`}
          title={text.campaigns.title}
        >
          <DataTable
            columns={Object.values(text.campaigns.columns)}
            empty={text.campaigns.empty}
            label={text.campaigns.title}
            onPage={setCampaignPage}
            paging={campaignsPaging}
            renderCells={(campaign) => (
              <>
                <td className={`${ui}__strong`}>{campaign.name}</td>
                <td>{campaign.subject}</td>
                <td>
                  <CampaignStatusPill status={campaign.status} />
                </td>
                <td className={`${ui}__nowrap`}>
                  <span>{text.campaigns.recipients(campaign.totalRecipients)}</span>{' '}
                  <span className={`${ui}__muted`}>({text.campaigns.selected(campaign.recipientCount)})</span>
                </td>
                <td className={`${ui}__nowrap`}>{formatDate(campaign.sentAt, text.campaigns.notSent)}</td>
                <td>
                  <Button
                    aria-label={text.campaigns.viewOf(campaign.name)}
                    buttonStyle="secondary"
                    el="link"
                    margin={false}
                    size="small"
                    url={adminUrl(campaignDetailPath(campaign.id))}
                  >
                    {text.campaigns.view}
                  </Button>
                </td>
              </>
            )}
          />
        </Panel>
      </TabPanel>

      {/* ---- Analytics ---- */}
      <TabPanel active={tab === 'analytics'} idPrefix={idPrefix} tabKey="analytics">
        <Panel id={`${idPrefix}-analytics-title`} title={text.analytics.title}>
          {sentCampaigns.length ? (
            <AnalyticsFigures analytics={analytics} campaigns={sentCampaigns} formatDate={formatDate} />
          ) : (
            <>
              <RateCards analytics={analytics} campaigns={[]} />
              <p className={`${ui}__empty`}>{text.analytics.placeholder}</p>
            </>
          )}
        </Panel>
      </TabPanel>

      <Drawer className={`${ui}__drawer`} slug={ADD_SCHOOL_DRAWER} title={text.addSchool.title}>
        <AddSchoolForm
          idPrefix={`${idPrefix}-add-school`}
          messages={messages}
          onAdded={onSchoolAdded}
          onCancel={() => closeModal(ADD_SCHOOL_DRAWER)}
          url={`${config.routes.api}/schools`}
        />
      </Drawer>
    </Gutter>
  )
}
