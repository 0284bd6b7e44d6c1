/**
 * The uploaded images, wherever the app keeps them: copied out into a folder for the archive, and back in on
 * restore. Each file keeps its name, which is what the `media` rows of the database refer to.
 */
import { createWriteStream } from 'node:fs'
import { cp, mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { mediaDir, s3Settings } from './settings.mjs'

/** Where the media live, for the manifest and the messages. */
export function describeMediaStore(env = process.env) {
  const s3 = s3Settings(env)
  return s3 ? { kind: 's3', location: `s3://${s3.bucket}` } : { kind: 'local', location: mediaDir(env) }
}

/** Copies every media file into `target`; returns how many there were. */
export async function exportMedia(target, env = process.env) {
  await mkdir(target, { recursive: true })
  const s3 = s3Settings(env)
  if (!s3) return copyFolder(mediaDir(env), target)

  const { S3Client, ListObjectsV2Command, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client(s3.config)
  let count = 0
  try {
    let token
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }))
      for (const { Key } of page.Contents ?? []) {
        if (!Key || Key.endsWith('/')) continue
        const file = safeJoin(target, Key)
        await mkdir(path.dirname(file), { recursive: true })
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key }))
        await pipeline(object.Body, createWriteStream(file))
        count++
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  return count
}

/** Puts the files of `source` back where the app reads them (overwriting files of the same name). */
export async function importMedia(source, env = process.env) {
  const s3 = s3Settings(env)
  if (!s3) return copyFolder(source, mediaDir(env))

  const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client(s3.config)
  let count = 0
  try {
    for (const file of await listFiles(source)) {
      const Key = path.relative(source, file).split(path.sep).join('/')
      // A whole buffer, not a stream: a streamed body is sent with a trailing checksum (aws-chunked), which
      // some S3-compatible servers store as part of the file.
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key,
          Body: await readFile(file),
          ContentType: IMAGE_TYPES[path.extname(Key).toLowerCase()] ?? 'application/octet-stream',
        }),
      )
      count++
    }
  } finally {
    client.destroy()
  }
  return count
}

/** The app serves each image with the type stored with its object, so a restored object needs it too. */
const IMAGE_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}

async function copyFolder(from, to) {
  const files = await listFiles(from)
  if (files.length) {
    await mkdir(to, { recursive: true })
    await cp(from, to, { recursive: true, force: true })
  }
  return files.length
}

/** Every file below `dir` (none when it does not exist: a site without uploads has no media folder). */
async function listFiles(dir) {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true })
  } catch (error) {
    if (error.code === 'ENOENT') return []
    throw error
  }
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/** A bucket key as a path below `root`; a key that would climb out of it (`../`) is refused. */
function safeJoin(root, key) {
  const file = path.resolve(root, key)
  if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`refusing the object key ${key}`)
  return file
}
