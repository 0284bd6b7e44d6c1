/**
 * The version of the privacy policy the site shows (/privacy, texts `privacy.*` in i18n/*.json). Every consent
 * record stores it, so we can prove which text a person agreed to (GDPR art. 7(1)). It is also the policy's
 * "last updated" date on the page. Change the policy text → set a new date here; a test fails until you do
 * (tests/int/privacy.int.spec.ts compares PRIVACY_POLICY_TEXT_SHA256 with the texts).
 */
export const PRIVACY_POLICY_VERSION = '2026-11-22'

/**
 * SHA-256 of what the policy says at this version: its texts (`privacy.*`, en and es) and the retention periods
 * (retention-policy.ts). When the test reports a new value, set a new version and then this value.
 */
export const PRIVACY_POLICY_TEXT_SHA256 = '17dfcc87b793772cd2dcd3c22ca401065c3fcf5beb37f29963f50ecc4cc1a4ac'
