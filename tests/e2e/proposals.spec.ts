import { expect, test } from './fixtures'

import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { accept, buildTrip, dashboardShowsWon, linkInMail, makeAndSendProposal, person } from './proposal-steps'
import { signIn } from './sign-in'

/**
 * From the first click to a won enquiry through the screens, in each language: a coordinator builds a trip on the
 * plan-a-trip page (in Spanish on a phone), staff find it on the Dashboard, create the proposal on the trip
 * request, adjust it in Payload's edit view, read its PDF and send it (with the admin in the staff member's
 * language); the coordinator opens the link from the mail and accepts; the Dashboard then shows the enquiry won,
 * with the proposal on its timeline and in Accepted This Month. Each step is in tests/e2e/proposal-steps.ts.
 */
let sink: SmtpSink

test.beforeAll(async () => {
  sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT))
})

test.afterAll(async () => {
  await sink?.close()
})

test('in Spanish: a coordinator plans on her phone, staff send the proposal with the admin in Spanish, she accepts; the enquiry is won @phone', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const name = `Elena Propuesta ${stamp}`
  const email = `elena${stamp}@ies-velazquez.test`
  const coordinator = await person(browser, 'es', true)
  const staff = await person(browser, 'es', false)
  try {
    const phone = await coordinator.newPage()
    await buildTrip(phone, 'es', name, email)
    const admin = await staff.newPage()
    await signIn(admin)
    await expect(admin.getByRole('heading', { level: 1, name: 'Panel de control' })).toBeVisible()
    await makeAndSendProposal(admin, 'es', name)
    await accept(phone, 'es', await linkInMail(sink, 'es', email))
    await dashboardShowsWon(admin, 'es', name, email)
  } finally {
    await coordinator.close()
    await staff.close()
  }
})

test('in English: a coordinator plans a trip, staff send the proposal with the admin in English, she accepts; the enquiry is won', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const name = `Emily Proposal ${stamp}`
  const email = `emily${stamp}@riverside.test`
  const coordinator = await person(browser, 'en', false)
  const staff = await person(browser, 'en', false)
  try {
    const school = await coordinator.newPage()
    await buildTrip(school, 'en', name, email)
    const admin = await staff.newPage()
    await signIn(admin)
    await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await makeAndSendProposal(admin, 'en', name)
    await accept(school, 'en', await linkInMail(sink, 'en', email))
    await dashboardShowsWon(admin, 'en', name, email)
  } finally {
    await coordinator.close()
    await staff.close()
  }
})
