import { ApprovalPanel as ApprovalPanel_787bbfba2db4ddaa3802cfc756c3b07a } from '../../../features/workflow/admin/ApprovalPanel.client'
import { LocaleCompare as LocaleCompare_05efa509b44fedd88401623a5b0d268c } from '../../../payload/admin/locale-compare.client'
import { SlugInput as SlugInput_c8a2c1e30953b3afabde9503fd998d75 } from '../../../payload/admin/SlugInput.client'
import { ScheduleCell as ScheduleCell_c9d8916bf3aceb4add46a4033a57da7b } from '../../../payload/admin/ScheduleBadge'
import { ScheduleField as ScheduleField_c9d8916bf3aceb4add46a4033a57da7b } from '../../../payload/admin/ScheduleBadge'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SitePagePicker as SitePagePicker_04d4b45abdd8b369b2ef18747c0fa511 } from '../../../payload/admin/SitePagePicker.client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
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
import { TwoLanguageLabel as TwoLanguageLabel_ff231a7d68e2a7309e3c71e90d6d434d } from '../../../payload/admin/TwoLanguageLabel.client'
import { SeoOverview as SeoOverview_3f0d128ac3608644b943eaccf9df4670 } from '../../../payload/admin/SeoLengthHints.client'
import { SeoTitle as SeoTitle_3f0d128ac3608644b943eaccf9df4670 } from '../../../payload/admin/SeoLengthHints.client'
import { SeoDescription as SeoDescription_3f0d128ac3608644b943eaccf9df4670 } from '../../../payload/admin/SeoLengthHints.client'
import { MetaImageWithCompare as MetaImageWithCompare_04d5acd424069394060a51ea8b3b99f8 } from '../../../payload/admin/MetaImageWithCompare.client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { LocaleStatusCell as LocaleStatusCell_e5fb9432b31972ee84bbaf52fb7f9d10 } from '../../../payload/admin/locale-status'
import { LocaleStatusField as LocaleStatusField_e5fb9432b31972ee84bbaf52fb7f9d10 } from '../../../payload/admin/locale-status'
import { IncomingLinks as IncomingLinks_9b29bcebd36f31d7fe5289336d77cc39 } from '../../../payload/admin/IncomingLinks'
import { UnusedMediaNotice as UnusedMediaNotice_22c569c9ad737dc043325159cd97697e } from '../../../payload/admin/unused-media'
import { SchedulePublishDefaults as SchedulePublishDefaults_8afcbe557f3744e1da9984b9a88874a1 } from '../../../payload/admin/SchedulePublishDefaults.client'
import { UnusedMediaPanel as UnusedMediaPanel_22c569c9ad737dc043325159cd97697e } from '../../../payload/admin/unused-media'
import { SecondFactorPanel as SecondFactorPanel_d7ef890a71ef174beb176d9a4b3549dc } from '../../../features/staff-auth/admin/SecondFactorPanel.client'
import { EnquiryNoteLabel as EnquiryNoteLabel_4c74d6ee7b9107c413824d11f8f21129 } from '../../../payload/admin/EnquiryNoteLabel.client'
import { HandlingCell as HandlingCell_9b71ea4749a2c2ef8e74888ba0761913 } from '../../../payload/admin/HandlingCell'
import { EnquiryExportButton as EnquiryExportButton_8749f0d15ed5012da0cc9d56d5691cc3 } from '../../../payload/admin/EnquiryExportButton.client'
import { SpamToggle as SpamToggle_ff4e04bd13a0beb4ad1e122b39c11f7a } from '../../../payload/admin/SpamToggle.client'
import { AuditExportButton as AuditExportButton_9a7f6ce27ecf8beb15cce72b62f74722 } from '../../../features/ops/admin/AuditExportButton.client'
import { AdminIcon as AdminIcon_6c29667e992215aea5f657cc9114e1eb } from '../../../payload/admin/AdminBrand'
import { AdminLogo as AdminLogo_6c29667e992215aea5f657cc9114e1eb } from '../../../payload/admin/AdminBrand'
import { MailHealthNotice as MailHealthNotice_92d0c49ba5a56d8e0c19a00d5b1fd785 } from '../../../payload/admin/MailHealthNotice'
import { FixedEnglishLabels as FixedEnglishLabels_0e01d4e0d901cdb3145e518959ea155e } from '../../../payload/admin/FixedEnglishLabels.client'
import { SecondFactorLogin as SecondFactorLogin_1af2554276f37a15bdf9fcb4c5bc5c0d } from '../../../features/staff-auth/admin/SecondFactorLogin'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/workflow/admin/ApprovalPanel.client#ApprovalPanel": ApprovalPanel_787bbfba2db4ddaa3802cfc756c3b07a,
  "/payload/admin/locale-compare.client#LocaleCompare": LocaleCompare_05efa509b44fedd88401623a5b0d268c,
  "/payload/admin/SlugInput.client#SlugInput": SlugInput_c8a2c1e30953b3afabde9503fd998d75,
  "/payload/admin/ScheduleBadge#ScheduleCell": ScheduleCell_c9d8916bf3aceb4add46a4033a57da7b,
  "/payload/admin/ScheduleBadge#ScheduleField": ScheduleField_c9d8916bf3aceb4add46a4033a57da7b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/payload/admin/SitePagePicker.client#SitePagePicker": SitePagePicker_04d4b45abdd8b369b2ef18747c0fa511,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
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
  "/payload/admin/TwoLanguageLabel.client#TwoLanguageLabel": TwoLanguageLabel_ff231a7d68e2a7309e3c71e90d6d434d,
  "/payload/admin/SeoLengthHints.client#SeoOverview": SeoOverview_3f0d128ac3608644b943eaccf9df4670,
  "/payload/admin/SeoLengthHints.client#SeoTitle": SeoTitle_3f0d128ac3608644b943eaccf9df4670,
  "/payload/admin/SeoLengthHints.client#SeoDescription": SeoDescription_3f0d128ac3608644b943eaccf9df4670,
  "/payload/admin/MetaImageWithCompare.client#MetaImageWithCompare": MetaImageWithCompare_04d5acd424069394060a51ea8b3b99f8,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/payload/admin/locale-status#LocaleStatusCell": LocaleStatusCell_e5fb9432b31972ee84bbaf52fb7f9d10,
  "/payload/admin/locale-status#LocaleStatusField": LocaleStatusField_e5fb9432b31972ee84bbaf52fb7f9d10,
  "/payload/admin/IncomingLinks#IncomingLinks": IncomingLinks_9b29bcebd36f31d7fe5289336d77cc39,
  "/payload/admin/unused-media#UnusedMediaNotice": UnusedMediaNotice_22c569c9ad737dc043325159cd97697e,
  "/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults": SchedulePublishDefaults_8afcbe557f3744e1da9984b9a88874a1,
  "/payload/admin/unused-media#UnusedMediaPanel": UnusedMediaPanel_22c569c9ad737dc043325159cd97697e,
  "/features/staff-auth/admin/SecondFactorPanel.client#SecondFactorPanel": SecondFactorPanel_d7ef890a71ef174beb176d9a4b3549dc,
  "/payload/admin/EnquiryNoteLabel.client#EnquiryNoteLabel": EnquiryNoteLabel_4c74d6ee7b9107c413824d11f8f21129,
  "/payload/admin/HandlingCell#HandlingCell": HandlingCell_9b71ea4749a2c2ef8e74888ba0761913,
  "/payload/admin/EnquiryExportButton.client#EnquiryExportButton": EnquiryExportButton_8749f0d15ed5012da0cc9d56d5691cc3,
  "/payload/admin/SpamToggle.client#SpamToggle": SpamToggle_ff4e04bd13a0beb4ad1e122b39c11f7a,
  "/features/ops/admin/AuditExportButton.client#AuditExportButton": AuditExportButton_9a7f6ce27ecf8beb15cce72b62f74722,
  "/payload/admin/AdminBrand#AdminIcon": AdminIcon_6c29667e992215aea5f657cc9114e1eb,
  "/payload/admin/AdminBrand#AdminLogo": AdminLogo_6c29667e992215aea5f657cc9114e1eb,
  "/payload/admin/MailHealthNotice#MailHealthNotice": MailHealthNotice_92d0c49ba5a56d8e0c19a00d5b1fd785,
  "/payload/admin/FixedEnglishLabels.client#FixedEnglishLabels": FixedEnglishLabels_0e01d4e0d901cdb3145e518959ea155e,
  "/features/staff-auth/admin/SecondFactorLogin#SecondFactorLogin": SecondFactorLogin_1af2554276f37a15bdf9fcb4c5bc5c0d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
