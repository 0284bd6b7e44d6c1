import { UntitledCell as UntitledCell_ffe969e87a309ecdfcb44abd2eaf8498 } from '../../../../admin-views/shared/Untitled'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { UntitledHeading as UntitledHeading_ffe969e87a309ecdfcb44abd2eaf8498 } from '../../../../admin-views/shared/Untitled'
import { PublishButton as PublishButton_8578ad287c7b7dd67fa0390e7e9fb5d4 } from '../../../../admin-views/shared/PublishButton'
import { VersionHistory as VersionHistory_b2807d18d8ff39daae3d5f893466162c } from '../../../../admin-views/versions/VersionHistory'
import { YesNoCell as YesNoCell_b5d61273659a8b9fcad10212d250ae4a } from '../../../../admin-views/shared/YesNoCell'
import { CalendarDayError as CalendarDayError_a67006bb152b48920f60b8bd8d80896c } from '../../../../admin-views/shared/CalendarDayError'
import { CreateProposalButton as CreateProposalButton_20c69dcbd9d69885b01396577ec7a662 } from '../../../../src/features/trips/components/create-proposal-button'
import { SendProposalButton as SendProposalButton_4ce07bff9b49adbae3204762eb7c3c57 } from '../../../../src/features/trips/components/send-proposal-button'
import { EuroPriceField as EuroPriceField_0b2212f2354f95e0a830c65435b97438 } from '../../../../src/features/trips/components/euro-price-field'
import { ClearBounceButton as ClearBounceButton_99683ae0940096f7068270972d76cad7 } from '../../../../src/features/audience/admin/ClearBounce'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PlaceholdersFeatureClient as PlaceholdersFeatureClient_fb06978af040ee814b55c0de535cad47 } from '../../../../src/features/campaigns/admin/creator/PlaceholdersFeature'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TitleRowLabel as TitleRowLabel_a4d04284c24cc6ff17957d128538f80a } from '../../../../admin-views/shared/TitleRowLabel'
import { Icon as Icon_de5e08ed0152c423c9a37d967b51308d } from '../../../../admin-views/brand/Brand'
import { Logo as Logo_de5e08ed0152c423c9a37d967b51308d } from '../../../../admin-views/brand/Brand'
import { NavLinks as NavLinks_340d67d3f118ae2f973a4da18bc537d2 } from '../../../../admin-views/shared/NavLinks'
import { LocalizerVisibility as LocalizerVisibility_f9992e7cd3d421e9e6e6d6488deba1ab } from '../../../../admin-views/shared/LocalizerVisibility'
import { RememberAdminLanguage as RememberAdminLanguage_541f7d153eec440234779d35e31ebbbc } from '../../../../admin-views/shared/RememberAdminLanguage'
import { DatePickerLanguage as DatePickerLanguage_241a156e531e2f82d54d2c7d6bc797e1 } from '../../../../admin-views/shared/DatePickerLanguage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_6de5433314c804e4ce59738598f1b8cf } from '../../../../admin-views/Dashboard'
import { EmailMarketing as EmailMarketing_0aabcc41bd2d7db0dd15fba2fa21b76c } from '../../../../admin-views/EmailMarketing'
import { CampaignDetail as CampaignDetail_0f6eac58382e0c9f407690fd8a0ed7ff } from '../../../../src/features/campaigns/admin/detail'
import { CampaignCreator as CampaignCreator_01b7db95ed08f838c019ebe2d99f293b } from '../../../../src/features/campaigns/admin/creator'
import { Privacy as Privacy_84de33dd79eafcf76c3cae590a62bb06 } from '../../../../src/features/privacy/admin'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin-views/shared/Untitled#UntitledCell": UntitledCell_ffe969e87a309ecdfcb44abd2eaf8498,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "/admin-views/shared/Untitled#UntitledHeading": UntitledHeading_ffe969e87a309ecdfcb44abd2eaf8498,
  "/admin-views/shared/PublishButton#PublishButton": PublishButton_8578ad287c7b7dd67fa0390e7e9fb5d4,
  "/admin-views/versions/VersionHistory#VersionHistory": VersionHistory_b2807d18d8ff39daae3d5f893466162c,
  "/admin-views/shared/YesNoCell#YesNoCell": YesNoCell_b5d61273659a8b9fcad10212d250ae4a,
  "/admin-views/shared/CalendarDayError#CalendarDayError": CalendarDayError_a67006bb152b48920f60b8bd8d80896c,
  "/src/features/trips/components/create-proposal-button#CreateProposalButton": CreateProposalButton_20c69dcbd9d69885b01396577ec7a662,
  "/src/features/trips/components/send-proposal-button#SendProposalButton": SendProposalButton_4ce07bff9b49adbae3204762eb7c3c57,
  "/src/features/trips/components/euro-price-field#EuroPriceField": EuroPriceField_0b2212f2354f95e0a830c65435b97438,
  "/src/features/audience/admin/ClearBounce#ClearBounceButton": ClearBounceButton_99683ae0940096f7068270972d76cad7,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/features/campaigns/admin/creator/PlaceholdersFeature#PlaceholdersFeatureClient": PlaceholdersFeatureClient_fb06978af040ee814b55c0de535cad47,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin-views/shared/TitleRowLabel#TitleRowLabel": TitleRowLabel_a4d04284c24cc6ff17957d128538f80a,
  "/admin-views/brand/Brand#Icon": Icon_de5e08ed0152c423c9a37d967b51308d,
  "/admin-views/brand/Brand#Logo": Logo_de5e08ed0152c423c9a37d967b51308d,
  "/admin-views/shared/NavLinks#NavLinks": NavLinks_340d67d3f118ae2f973a4da18bc537d2,
  "/admin-views/shared/LocalizerVisibility#LocalizerVisibility": LocalizerVisibility_f9992e7cd3d421e9e6e6d6488deba1ab,
  "/admin-views/shared/RememberAdminLanguage#RememberAdminLanguage": RememberAdminLanguage_541f7d153eec440234779d35e31ebbbc,
  "/admin-views/shared/DatePickerLanguage#DatePickerLanguage": DatePickerLanguage_241a156e531e2f82d54d2c7d6bc797e1,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin-views/Dashboard#Dashboard": Dashboard_6de5433314c804e4ce59738598f1b8cf,
  "/admin-views/EmailMarketing#EmailMarketing": EmailMarketing_0aabcc41bd2d7db0dd15fba2fa21b76c,
  "/src/features/campaigns/admin/detail#CampaignDetail": CampaignDetail_0f6eac58382e0c9f407690fd8a0ed7ff,
  "/src/features/campaigns/admin/creator#CampaignCreator": CampaignCreator_01b7db95ed08f838c019ebe2d99f293b,
  "/src/features/privacy/admin#Privacy": Privacy_84de33dd79eafcf76c3cae590a62bb06,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
