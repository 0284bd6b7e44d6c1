import { UntitledCell as UntitledCell_b821f04b2747ecdc5d24e57e8b33f996 } from '../../../../src/platform/admin/ui/Untitled'
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
import { UntitledHeading as UntitledHeading_b821f04b2747ecdc5d24e57e8b33f996 } from '../../../../src/platform/admin/ui/Untitled'
import { PublishButton as PublishButton_3557d0fd41e5e1575eef3ceaeb3a72ef } from '../../../../src/platform/admin/ui/PublishButton'
import { VersionHistory as VersionHistory_5cf2fdae7de3286732f88adf20be7a98 } from '../../../../src/platform/admin/versions/VersionHistory'
import { YesNoCell as YesNoCell_8b41f40351d6fc6c6a97459019969289 } from '../../../../src/platform/admin/ui/YesNoCell'
import { NumberedRowLabel as NumberedRowLabel_482289332955723fbd3a1c527850dfda } from '../../../../src/platform/admin/ui/NumberedRowLabel'
import { CalendarDayError as CalendarDayError_37447ee7e1f118a736226bc65bcee219 } from '../../../../src/platform/admin/ui/CalendarDayError'
import { CreateProposalButton as CreateProposalButton_20c69dcbd9d69885b01396577ec7a662 } from '../../../../src/features/trips/components/create-proposal-button'
import { SendProposalButton as SendProposalButton_4ce07bff9b49adbae3204762eb7c3c57 } from '../../../../src/features/trips/components/send-proposal-button'
import { EuroPriceField as EuroPriceField_0b2212f2354f95e0a830c65435b97438 } from '../../../../src/features/trips/components/euro-price-field'
import { ClearBounceButton as ClearBounceButton_99683ae0940096f7068270972d76cad7 } from '../../../../src/features/audience/admin/ClearBounce'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PlaceholdersFeatureClient as PlaceholdersFeatureClient_fb06978af040ee814b55c0de535cad47 } from '../../../../src/features/campaigns/admin/creator/PlaceholdersFeature'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TitleRowLabel as TitleRowLabel_921b1142b9303a47cbdb8c49c350d1bc } from '../../../../src/platform/admin/ui/TitleRowLabel'
import { Icon as Icon_60fe3bebe702b24095ad72876016aa91 } from '../../../../src/platform/admin/brand/Brand'
import { Logo as Logo_60fe3bebe702b24095ad72876016aa91 } from '../../../../src/platform/admin/brand/Brand'
import { NavLinks as NavLinks_92a1b8502df5973d2346a5cdbb0f77ba } from '../../../../src/platform/admin/ui/NavLinks'
import { LocalizerVisibility as LocalizerVisibility_9f09b2036e4a9c796c1ac5e70044bb75 } from '../../../../src/platform/admin/ui/LocalizerVisibility'
import { RememberAdminLanguage as RememberAdminLanguage_d5e2e0d792f6fa9a057a76b4c8d60121 } from '../../../../src/platform/admin/ui/RememberAdminLanguage'
import { DatePickerLanguage as DatePickerLanguage_a5339d246720edb31bc9faccafaa983b } from '../../../../src/platform/admin/ui/DatePickerLanguage'
import { ToastLabels as ToastLabels_4a7c120bacba19d2ae5a87b29fddbadd } from '../../../../src/platform/admin/ui/ToastLabels'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_07e40a04c4c44bc84f1f1b3ba054a22e } from '../../../../src/features/dashboard'
import { EmailMarketing as EmailMarketing_2989e15b0517e7e878b63b8db88feea5 } from '../../../../src/features/email-marketing'
import { CampaignDetail as CampaignDetail_0f6eac58382e0c9f407690fd8a0ed7ff } from '../../../../src/features/campaigns/admin/detail'
import { CampaignCreator as CampaignCreator_01b7db95ed08f838c019ebe2d99f293b } from '../../../../src/features/campaigns/admin/creator'
import { Privacy as Privacy_84de33dd79eafcf76c3cae590a62bb06 } from '../../../../src/features/privacy/admin'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/platform/admin/ui/Untitled#UntitledCell": UntitledCell_b821f04b2747ecdc5d24e57e8b33f996,
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
  "/src/platform/admin/ui/Untitled#UntitledHeading": UntitledHeading_b821f04b2747ecdc5d24e57e8b33f996,
  "/src/platform/admin/ui/PublishButton#PublishButton": PublishButton_3557d0fd41e5e1575eef3ceaeb3a72ef,
  "/src/platform/admin/versions/VersionHistory#VersionHistory": VersionHistory_5cf2fdae7de3286732f88adf20be7a98,
  "/src/platform/admin/ui/YesNoCell#YesNoCell": YesNoCell_8b41f40351d6fc6c6a97459019969289,
  "/src/platform/admin/ui/NumberedRowLabel#NumberedRowLabel": NumberedRowLabel_482289332955723fbd3a1c527850dfda,
  "/src/platform/admin/ui/CalendarDayError#CalendarDayError": CalendarDayError_37447ee7e1f118a736226bc65bcee219,
  "/src/features/trips/components/create-proposal-button#CreateProposalButton": CreateProposalButton_20c69dcbd9d69885b01396577ec7a662,
  "/src/features/trips/components/send-proposal-button#SendProposalButton": SendProposalButton_4ce07bff9b49adbae3204762eb7c3c57,
  "/src/features/trips/components/euro-price-field#EuroPriceField": EuroPriceField_0b2212f2354f95e0a830c65435b97438,
  "/src/features/audience/admin/ClearBounce#ClearBounceButton": ClearBounceButton_99683ae0940096f7068270972d76cad7,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/features/campaigns/admin/creator/PlaceholdersFeature#PlaceholdersFeatureClient": PlaceholdersFeatureClient_fb06978af040ee814b55c0de535cad47,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/platform/admin/ui/TitleRowLabel#TitleRowLabel": TitleRowLabel_921b1142b9303a47cbdb8c49c350d1bc,
  "/src/platform/admin/brand/Brand#Icon": Icon_60fe3bebe702b24095ad72876016aa91,
  "/src/platform/admin/brand/Brand#Logo": Logo_60fe3bebe702b24095ad72876016aa91,
  "/src/platform/admin/ui/NavLinks#NavLinks": NavLinks_92a1b8502df5973d2346a5cdbb0f77ba,
  "/src/platform/admin/ui/LocalizerVisibility#LocalizerVisibility": LocalizerVisibility_9f09b2036e4a9c796c1ac5e70044bb75,
  "/src/platform/admin/ui/RememberAdminLanguage#RememberAdminLanguage": RememberAdminLanguage_d5e2e0d792f6fa9a057a76b4c8d60121,
  "/src/platform/admin/ui/DatePickerLanguage#DatePickerLanguage": DatePickerLanguage_a5339d246720edb31bc9faccafaa983b,
  "/src/platform/admin/ui/ToastLabels#ToastLabels": ToastLabels_4a7c120bacba19d2ae5a87b29fddbadd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/features/dashboard#Dashboard": Dashboard_07e40a04c4c44bc84f1f1b3ba054a22e,
  "/src/features/email-marketing#EmailMarketing": EmailMarketing_2989e15b0517e7e878b63b8db88feea5,
  "/src/features/campaigns/admin/detail#CampaignDetail": CampaignDetail_0f6eac58382e0c9f407690fd8a0ed7ff,
  "/src/features/campaigns/admin/creator#CampaignCreator": CampaignCreator_01b7db95ed08f838c019ebe2d99f293b,
  "/src/features/privacy/admin#Privacy": Privacy_84de33dd79eafcf76c3cae590a62bb06,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
