import { describe, expect, it } from 'vitest'

import { resizableImagePath } from '@/platform/media-url'

describe('images next/image may resize', () => {
  const origin = 'https://www.example.es'

  it('are our uploads (absolute on our origin) and our public images, as site paths', () => {
    expect(resizableImagePath('https://www.example.es/api/cms/media/file/ana-768x512.jpg', origin)).toBe(
      '/api/cms/media/file/ana-768x512.jpg',
    )
    expect(resizableImagePath('/api/cms/media/file/ana.jpg', origin)).toBe('/api/cms/media/file/ana.jpg')
    expect(resizableImagePath('/images/people/default-avatar.svg', origin)).toBe('/images/people/default-avatar.svg')
  })

  it('are not other sites’ images, other paths on our site, or text that is no URL', () => {
    expect(resizableImagePath('https://cdn.example.com/api/cms/media/file/ana.jpg', origin)).toBeNull()
    expect(resizableImagePath('https://www.example.es/admin/logo.png', origin)).toBeNull()
    expect(resizableImagePath('http://', origin)).toBeNull()
  })
})
