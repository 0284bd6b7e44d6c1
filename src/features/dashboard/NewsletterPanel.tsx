'use client'

import { Button, ConfirmationModal, Pill, toast, useModal } from '@payloadcms/ui'
import React, { useState } from 'react'

import { newsletterSourceLabel } from '@/features/audience/subscribers/sources'
import { expectOk, send } from '@/platform/admin/ui/api'
import { CsvUploadButton } from '@/platform/admin/ui/CsvUploadButton'
import { DataTable } from '@/platform/admin/ui/DataTable'
import { useDateFormatter } from '@/platform/admin/ui/format'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { pageOfServer, Panel, ui, UploadReport } from '@/platform/admin/ui/ScreenBlocks'
import { useCsvUpload } from '@/platform/admin/ui/useCsvUpload'
import { api } from './api'
import { baseClass } from './class-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { ApiSubscription } from './types'
import type { DashboardLists } from './useDashboardLists'

const CONFIRM_DELETE_MODAL = 'staff-dashboard-confirm-delete-subscription'

/** Newsletter subscribers: the CSV upload with its report, the table, and Delete behind a confirmation. */
export function NewsletterPanel({ subscriptions }: { subscriptions: DashboardLists['subscriptions'] }) {
  const text = useStaffTexts().dashboard
  const { page, showPage, refresh } = subscriptions
  const [pendingDelete, setPendingDelete] = useState<ApiSubscription | null>(null)
  const [deletingId, setDeletingId] = useState<number | null>(null)
  const { openModal } = useModal()
  const formatDate = useDateFormatter()

  const upload = useCsvUpload({
    url: api.uploadCsv,
    notices: {
      uploaded: text.notices.csvUploaded,
      failed: text.notices.csvFailed,
    },
    failureDescription: (serverMessage) => serverMessage ?? text.notices.csvFailed.description,
    onUploaded: () => void refresh(),
  })

  const askDelete = (subscription: ApiSubscription) => {
    setPendingDelete(subscription)
    openModal(CONFIRM_DELETE_MODAL)
  }

  const deleteSubscription = async () => {
    const subscription = pendingDelete
    if (!subscription) return
    setDeletingId(subscription.id)
    try {
      const response = await expectOk(await send(api.subscription(subscription.id), { method: 'DELETE' }))
      // The answer is JSON ({ success, id }); nothing in it is needed beyond the OK status.
      await response.json().catch(() => null)
      toast.success(text.notices.subscriptionDeleted.title, {
        description: text.notices.subscriptionDeleted.description,
      })
      void refresh()
    } catch (error) {
      notifyFailure(error, text.notices.deleteFailed)
    } finally {
      setDeletingId(null)
      setPendingDelete(null)
    }
  }

  return (
    <>
      <Panel
        actions={
          <CsvUploadButton chooseLabel={text.newsletter.chooseFile} label={text.newsletter.upload} upload={upload} />
        }
        id={`${baseClass}-newsletter`}
        title={text.newsletter.title}
      >
        <p className={`${ui}__hint`}>{text.newsletter.hint}</p>

        {upload.report && <UploadReport onDismiss={() => upload.setReport(null)} report={upload.report} />}

        <DataTable
          columns={Object.values(text.newsletter.columns)}
          empty={text.newsletter.empty}
          label={text.newsletter.title}
          onPage={showPage}
          paging={pageOfServer(page)}
          renderCells={(subscription) => (
            <>
              <td className={`${ui}__strong`}>{subscription.email}</td>
              <td>{subscription.name || text.none}</td>
              <td>{subscription.school || text.none}</td>
              <td>{newsletterSourceLabel(subscription.source)}</td>
              <td className={`${ui}__nowrap`}>{formatDate(subscription.createdAt)}</td>
              <td>
                <Pill pillStyle="success" size="small">
                  {text.status.active}
                </Pill>
              </td>
              <td>
                <Button
                  aria-label={text.newsletter.deleteOf(subscription.email)}
                  buttonStyle="secondary"
                  className={`${ui}__danger`}
                  disabled={deletingId === subscription.id}
                  margin={false}
                  onClick={() => askDelete(subscription)}
                  size="small"
                >
                  {text.newsletter.delete}
                </Button>
              </td>
            </>
          )}
        />
      </Panel>

      <ConfirmationModal
        body={pendingDelete ? text.newsletter.confirmBody(pendingDelete.email) : ''}
        cancelLabel={text.newsletter.cancelLabel}
        confirmingLabel={text.newsletter.confirmingLabel}
        confirmLabel={text.newsletter.confirmLabel}
        heading={text.newsletter.confirmHeading}
        modalSlug={CONFIRM_DELETE_MODAL}
        onCancel={() => setPendingDelete(null)}
        onConfirm={deleteSubscription}
      />
    </>
  )
}
