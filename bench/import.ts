/**
 * Time to import 10,000 and 50,000 schools by CSV through POST /api/schools/upload-csv as a signed-in
 * admin (every column filled, two labels per row). Target: 10,000 rows ≤ 3 s.
 */
import { TEST_ADMIN } from '../tests/helpers/app-server'
import { type Print, seconds } from './common'

const HEADER = 'name,email,country,city,contact_person,phone,website,labels'

export function schoolsCsv(rows: number, prefix: string): string {
  const lines = [HEADER]
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Colegio ${prefix} ${i},${prefix}${i}@s.example,Spain,Madrid,Ana ${i},+34 600 ${i},https://s.example/${i},ka1;r${i % 9}`,
    )
  }
  return lines.join('\n') + '\n'
}

export async function adminSession(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  })
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`)
  return res.headers.get('set-cookie')!.split(';')[0]
}

export async function importFigures(baseUrl: string, print: Print): Promise<void> {
  const cookie = await adminSession(baseUrl)
  for (const rows of [10_000, 50_000]) {
    const csv = schoolsCsv(rows, `b${rows / 1000}k`)
    const form = new FormData()
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), `schools-${rows}.csv`)
    const started = performance.now()
    const res = await fetch(`${baseUrl}/api/schools/upload-csv`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
      body: form,
    })
    const report = await res.json()
    const elapsed = performance.now() - started
    if (res.status !== 200 || report.count !== rows)
      throw new Error(`import of ${rows} rows: ${res.status} ${JSON.stringify(report).slice(0, 300)}`)
    print(
      `import ${rows.toLocaleString('en')} schools (${(csv.length / 2 ** 20).toFixed(1)} MB CSV): ${seconds(elapsed)}`,
    )
  }
}
