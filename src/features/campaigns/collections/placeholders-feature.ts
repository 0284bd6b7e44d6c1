import { createServerFeature } from '@payloadcms/richtext-lexical'

/** The campaign editor's Placeholders menu (src/features/campaigns/admin/creator/PlaceholdersFeature.tsx). */
export const PlaceholdersFeature = createServerFeature({
  feature: { ClientFeature: '/src/features/campaigns/admin/creator/PlaceholdersFeature#PlaceholdersFeatureClient' },
  key: 'placeholders',
})
