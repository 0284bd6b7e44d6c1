/**
 * Every port a test listens on is TEST_PORT_BASE (3100) plus a fixed offset, so two checkouts can run their
 * suites side by side on one machine by giving each its own base.
 */
export const PORT_BASE = Number(process.env.TEST_PORT_BASE || 3100)

export const testPort = (offset: number): number => PORT_BASE + offset
