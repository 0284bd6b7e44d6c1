import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { initClientUploads } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Plugin } from 'payload'

import { s3Settings } from '@/platform/env'

/**
 * Where uploaded images are kept: an S3-compatible bucket when the S3_* variables are set (so every app
 * instance sees every upload), else the MEDIA_DIR folder of src/platform/collections/Media.ts.
 *
 * The files stay behind Payload's own route (/api/cms/media/file/<name>), which streams them from the bucket:
 * the URLs, the next/image allow-list (next.config.mjs) and the Content-Security-Policy are the same for both
 * stores, and the bucket itself can stay private.
 */
export function mediaStorage(env: Record<string, string | undefined> = process.env): Plugin {
  const s3 = s3Settings(env)
  if (!s3) return localDisk
  // The AWS SDK is loaded only when a bucket is configured: app instances and job workers that keep media
  // on disk would otherwise carry it (about 10 MB each) for nothing.
  return async (config) => {
    const { s3Storage } = await import('@payloadcms/storage-s3')
    return s3Storage({
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: s3.bucket,
      config: {
        endpoint: s3.endpoint,
        region: s3.region,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        forcePathStyle: s3.forcePathStyle,
      },
    })(config)
  }
}

/**
 * What the S3 plugin does when it is disabled with `alwaysInsertFields`, without loading it: the media table
 * keeps the plugin's columns (prefix, object key), so one migration history fits both stores and a site can
 * move to S3 without a schema change, and the admin's import map lists the plugin's (idle) upload handler
 * either way.
 */
const localDisk: Plugin = (config) => {
  initClientUploads({
    clientHandler: '@payloadcms/storage-s3/client#S3ClientUploadHandler',
    collections: { media: true },
    config,
    enabled: false,
    serverHandler: () => new Response(null, { status: 404 }),
    serverHandlerPath: '/storage-s3-generate-signed-url',
  })
  return cloudStoragePlugin({ alwaysInsertFields: true, enabled: false, collections: { media: { adapter: null } } })(
    config,
  )
}
