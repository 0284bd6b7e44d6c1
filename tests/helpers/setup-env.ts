import { inject } from 'vitest'

// Runs before each test file is imported, so payload.config reads the run's database.
process.env.DATABASE_URI = inject('databaseUri')
process.env.PAYLOAD_SECRET ||= 'test-secret-that-is-long-enough-for-the-checks'
