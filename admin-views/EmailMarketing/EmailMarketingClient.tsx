'use client'

import { Button, Drawer, Gutter, SetStepNav, useConfig, useModal } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import React, { useCallback, useMemo, useRef, useState } from 'react'

import { activeCampaignStatuses } from '../../src/lib/campaign-status'
import { getJsonArray } from '../shared/api'
import { useDateFormatter } from '../shared/format'
import { Pager, paginate, StatCard, ui, UploadReport } from '../shared/parts'
import { campaignEditPath, staffViewPaths } from '../shared/paths'
import { toSchoolSummary } from '../shared/schools'
import type { CampaignSummary, MessageCatalog, SchoolSummary } from '../shared/types'
import { useCsvUpload } from '../shared/useCsvUpload'
import { AddSchoolForm } from './AddSchoolForm'
import { api } from './api'
import { baseClass, CampaignStatusPill, TabPanel, Tabs } from './parts'
import { SchoolsPanel } from './SchoolsPanel'
import { text } from './text'
import './EmailMarketing.scss'

const ADD_SCHOOL_DRAWER = 'email-marketing-add-school'
const RECENT_CAMPAIGNS = 5

type Tab = 'overview' | 'schools' | 'campaigns' | 'analytics'

type Props = {
  campaigns: CampaignSummary[]
  messages: MessageCatalog
  schools: SchoolSummary[]
}

export function EmailMarketingClient({ campaigns, messages, schools: initialSchools }: Props) {
  const [schools, setSchools] = useState<SchoolSummary[]>(initialSchools)
  const [schoolsStale, setSchoolsStale] = useState(false)
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

  // Later answers win only if they were asked last, so an old refresh never overwrites a newer one.
  const schoolsTicket = useRef(0)
  const refreshSchools = useCallback(async () => {
    const ticket = ++schoolsTicket.current
    try {
      const list = (await getJsonArray<unknown>(api.schools)).map(toSchoolSummary)
      if (ticket !== schoolsTicket.current) return
      setSchools(list)
      setSchoolsStale(false)
    } catch (error) {
      console.error(error)
      if (ticket === schoolsTicket.current) setSchoolsStale(true)
    }
  }, [])

  const { failure, fileInput, onFileChosen, report, setReport, uploading } = useCsvUpload({
    url: api.uploadSchoolsCsv,
    notices: {
      invalidFile: text.notices.invalidFile,
      uploaded: text.notices.csvUploaded,
      failed: text.notices.csvFailed,
    },
    onUploaded: () => void refreshSchools(),
  })

  const onSchoolAdded = (school: SchoolSummary) => {
    closeModal(ADD_SCHOOL_DRAWER)
    // Shown at once; the refresh then brings the list in the server's order.
    setSchools((list) => [school, ...list.filter((s) => s.id !== school.id)])
    void refreshSchools()
  }

  // ---- campaigns ----------------------------------------------------------------------------------------------

  const recent = campaigns.slice(0, RECENT_CAMPAIGNS)
  const campaignsPaging = paginate(campaigns, campaignPage)

  // ---- render -------------------------------------------------------------------------------------------------

  const idPrefix = baseClass
  const tabs = [
    { key: 'overview' as const, label: text.tabs.overview },
    { key: 'schools' as const, label: text.tabs.schools, count: schools.length },
    { key: 'campaigns' as const, label: text.tabs.campaigns, count: campaigns.length },
    { key: 'analytics' as const, label: text.tabs.analytics },
  ]

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <SetStepNav nav={[{ label: text.title }]} />
      <header className={`${ui}__header`}>
        <h1 className={`${ui}__title`}>{text.title}</h1>
        <p className={`${ui}__intro`}>{text.intro}</p>
      </header>

      {schoolsStale && (
        <p className={`${ui}__alert`} role="alert">
          {text.refreshFailed}
        </p>
      )}

      <ul className={`${ui}__stats`}>
        <StatCard caption={text.cards.schools.caption} label={text.cards.schools.label} value={schools.length} />
        <StatCard caption={text.cards.active.caption} label={text.cards.active.label} value={activeCampaigns} />
        <StatCard caption={text.cards.campaigns.caption} label={text.cards.campaigns.label} value={campaigns.length} />
        <StatCard caption={text.cards.sent.caption} label={text.cards.sent.label} value={emailsSent} />
      </ul>

      <Tabs active={tab} idPrefix={idPrefix} label={text.tabsLabel} onSelect={setTab} tabs={tabs} />

      {/* ---- Overview ---- */}
      <TabPanel active={tab === 'overview'} idPrefix={idPrefix} tabKey="overview">
        <div className={`${baseClass}__overview`}>
          <section aria-labelledby={`${idPrefix}-quick-actions`} className={`${ui}__panel`}>
            <h2 className={`${ui}__section-title`} id={`${idPrefix}-quick-actions`}>
              {text.overview.quickActions}
            </h2>

            <div className={`${baseClass}__action`}>
              <h3 className={`${baseClass}__action-title`}>{text.overview.importTitle}</h3>
              <div className={`${ui}__upload`}>
                <input
                  accept=".csv,text/csv"
                  aria-label={text.overview.chooseFile}
                  className={`${ui}__file-input`}
                  hidden
                  onChange={(event) => void onFileChosen(event)}
                  ref={fileInput}
                  type="file"
                />
                <Button
                  buttonStyle="primary"
                  disabled={uploading}
                  margin={false}
                  onClick={() => fileInput.current?.click()}
                  size="medium"
                >
                  {uploading ? text.overview.uploading : text.overview.upload}
                </Button>
              </div>
              <p className={`${ui}__hint`}>{text.overview.hint}</p>
              {failure && (
                <p className={`${ui}__alert`} role="alert">
                  {text.overview.serverSaid(failure)}
                </p>
              )}
              {report && <UploadReport onDismiss={() => setReport(null)} report={report} />}
            </div>

            <div className={`${baseClass}__action`}>
              <h3 className={`${baseClass}__action-title`}>{text.overview.campaignTitle}</h3>
              <p className={`${ui}__hint`}>{text.overview.campaignHint}</p>
              <div>
                <Button
                  buttonStyle="secondary"
                  el="link"
                  margin={false}
                  size="medium"
                  url={adminUrl(staffViewPaths.campaignCreator)}
                >
                  {text.overview.createCampaign}
                </Button>
              </div>
            </div>
          </section>

          <section aria-labelledby={`${idPrefix}-recent`} className={`${ui}__panel`}>
            <h2 className={`${ui}__section-title`} id={`${idPrefix}-recent`}>
              {text.overview.recentActivity}
            </h2>
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
          </section>
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
        <section aria-labelledby={`${idPrefix}-campaigns-title`} className={`${ui}__panel`}>
          <div className={`${ui}__panel-header`}>
            <h2 className={`${ui}__section-title`} id={`${idPrefix}-campaigns-title`}>
              {text.campaigns.title}
            </h2>
            <Button
              buttonStyle="primary"
              el="link"
              margin={false}
              size="medium"
              url={adminUrl(staffViewPaths.campaignCreator)}
            >
              {text.overview.createCampaign}
            </Button>
          </div>
          {campaigns.length === 0 ? (
            <p className={`${ui}__empty`}>{text.campaigns.empty}</p>
          ) : (
            <>
              <div className={`${ui}__table-wrap`}>
                <table className={`${ui}__table`}>
                  <thead>
                    <tr>
                      <th scope="col">{text.campaigns.columns.name}</th>
                      <th scope="col">{text.campaigns.columns.subject}</th>
                      <th scope="col">{text.campaigns.columns.status}</th>
                      <th scope="col">{text.campaigns.columns.recipients}</th>
                      <th scope="col">{text.campaigns.columns.sentDate}</th>
                      <th scope="col">{text.campaigns.columns.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {campaignsPaging.rows.map((campaign) => (
                      <tr key={campaign.id}>
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
                            url={adminUrl(campaignEditPath(campaign.id))}
                          >
                            {text.campaigns.view}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager label={text.campaigns.title} onPage={setCampaignPage} paging={campaignsPaging} />
            </>
          )}
        </section>
      </TabPanel>

      {/* ---- Analytics ---- */}
      <TabPanel active={tab === 'analytics'} idPrefix={idPrefix} tabKey="analytics">
        <section aria-labelledby={`${idPrefix}-analytics-title`} className={`${ui}__panel`}>
          <h2 className={`${ui}__section-title`} id={`${idPrefix}-analytics-title`}>
            {text.analytics.title}
          </h2>
          <ul className={`${ui}__stats ${baseClass}__analytics`}>
            {Object.entries(text.analytics.cards).map(([key, card]) => (
              <StatCard
                caption={
                  <>
                    <span className={`${baseClass}__delta`}>{card.delta}</span> {text.analytics.deltaCaption}
                  </>
                }
                key={key}
                label={card.label}
                value={card.value}
              />
            ))}
          </ul>
          <p className={`${ui}__hint`}>{text.analytics.sample}</p>
          <p className={`${ui}__empty`}>{text.analytics.placeholder}</p>
        </section>
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
