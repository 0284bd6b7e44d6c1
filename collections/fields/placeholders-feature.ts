import { createServerFeature } from '@payloadcms/richtext-lexical'

/** The campaign editor's Placeholders menu (admin-views/CampaignCreator/PlaceholdersFeature.tsx). */
export const PlaceholdersFeature = createServerFeature({
  feature: { ClientFeature: '/admin-views/CampaignCreator/PlaceholdersFeature#PlaceholdersFeatureClient' },
  key: 'placeholders',
})
