import * as migration_20261122_184203_initial from './20261122_184203_initial';
import * as migration_20261123_083631_contact_enquiries from './20261123_083631_contact_enquiries';
import * as migration_20261123_092500_locale_parent_indexes from './20261123_092500_locale_parent_indexes';
import * as migration_20261123_155218_banner_message from './20261123_155218_banner_message';
import * as migration_20261123_155910_editors_inbox_seo_redirects from './20261123_155910_editors_inbox_seo_redirects';
import * as migration_20261123_160000_contact_abuse from './20261123_160000_contact_abuse';
import * as migration_20261125_123348_offices_leaders from './20261125_123348_offices_leaders';
import * as migration_20261125_125008_company_content_legal from './20261125_125008_company_content_legal';
import * as migration_20261126_131716_figures_media_index from './20261126_131716_figures_media_index';
import * as migration_20261126_200750_recruit_message_picture from './20261126_200750_recruit_message_picture';
import * as migration_20261126_220006_redirect_target_default from './20261126_220006_redirect_target_default';
import * as migration_20261201_145721_notices_legal_tags_optin from './20261201_145721_notices_legal_tags_optin';
import * as migration_20261201_150000_search_index from './20261201_150000_search_index';
import * as migration_20261201_150312_staff_second_factor from './20261201_150312_staff_second_factor';
import * as migration_20261201_153702_audit_log_retention from './20261201_153702_audit_log_retention';
import * as migration_20261201_160000_enquiry_text_rule from './20261201_160000_enquiry_text_rule';
import * as migration_20261201_180648_merged_schema from './20261201_180648_merged_schema';
import * as migration_20261201_181043_headcount_as_of from './20261201_181043_headcount_as_of';
import * as migration_20261201_181231_inbox_titles_notes from './20261201_181231_inbox_titles_notes';
import * as migration_20261201_181303_landing_pages from './20261201_181303_landing_pages';
import * as migration_20261201_182821_editorial_workflow from './20261201_182821_editorial_workflow';
import * as migration_20261201_192228_merged_schema_2 from './20261201_192228_merged_schema_2';
import * as migration_20261201_192940_pages_languages_workflow from './20261201_192940_pages_languages_workflow';
import * as migration_20261201_194233_merged_schema_3 from './20261201_194233_merged_schema_3';
import * as migration_20261201_195523_merged_schema_4 from './20261201_195523_merged_schema_4';
import * as migration_20261201_222150_cms_forms from './20261201_222150_cms_forms';
import * as migration_20261206_065945_headcount_date_with_figures from './20261206_065945_headcount_date_with_figures';

export const migrations = [
  {
    up: migration_20261122_184203_initial.up,
    down: migration_20261122_184203_initial.down,
    name: '20261122_184203_initial',
  },
  {
    up: migration_20261123_083631_contact_enquiries.up,
    down: migration_20261123_083631_contact_enquiries.down,
    name: '20261123_083631_contact_enquiries',
  },
  {
    up: migration_20261123_092500_locale_parent_indexes.up,
    down: migration_20261123_092500_locale_parent_indexes.down,
    name: '20261123_092500_locale_parent_indexes',
  },
  {
    up: migration_20261123_155218_banner_message.up,
    down: migration_20261123_155218_banner_message.down,
    name: '20261123_155218_banner_message',
  },
  {
    up: migration_20261123_155910_editors_inbox_seo_redirects.up,
    down: migration_20261123_155910_editors_inbox_seo_redirects.down,
    name: '20261123_155910_editors_inbox_seo_redirects',
  },
  {
    up: migration_20261123_160000_contact_abuse.up,
    down: migration_20261123_160000_contact_abuse.down,
    name: '20261123_160000_contact_abuse',
  },
  {
    up: migration_20261125_123348_offices_leaders.up,
    down: migration_20261125_123348_offices_leaders.down,
    name: '20261125_123348_offices_leaders',
  },
  {
    up: migration_20261125_125008_company_content_legal.up,
    down: migration_20261125_125008_company_content_legal.down,
    name: '20261125_125008_company_content_legal',
  },
  {
    up: migration_20261126_131716_figures_media_index.up,
    down: migration_20261126_131716_figures_media_index.down,
    name: '20261126_131716_figures_media_index',
  },
  {
    up: migration_20261126_200750_recruit_message_picture.up,
    down: migration_20261126_200750_recruit_message_picture.down,
    name: '20261126_200750_recruit_message_picture',
  },
  {
    up: migration_20261126_220006_redirect_target_default.up,
    down: migration_20261126_220006_redirect_target_default.down,
    name: '20261126_220006_redirect_target_default',
  },
  {
    up: migration_20261201_145721_notices_legal_tags_optin.up,
    down: migration_20261201_145721_notices_legal_tags_optin.down,
    name: '20261201_145721_notices_legal_tags_optin',
  },
  {
    up: migration_20261201_150000_search_index.up,
    down: migration_20261201_150000_search_index.down,
    name: '20261201_150000_search_index',
  },
  {
    up: migration_20261201_150312_staff_second_factor.up,
    down: migration_20261201_150312_staff_second_factor.down,
    name: '20261201_150312_staff_second_factor',
  },
  {
    up: migration_20261201_153702_audit_log_retention.up,
    down: migration_20261201_153702_audit_log_retention.down,
    name: '20261201_153702_audit_log_retention',
  },
  {
    up: migration_20261201_160000_enquiry_text_rule.up,
    down: migration_20261201_160000_enquiry_text_rule.down,
    name: '20261201_160000_enquiry_text_rule',
  },
  {
    up: migration_20261201_180648_merged_schema.up,
    down: migration_20261201_180648_merged_schema.down,
    name: '20261201_180648_merged_schema',
  },
  {
    up: migration_20261201_181043_headcount_as_of.up,
    down: migration_20261201_181043_headcount_as_of.down,
    name: '20261201_181043_headcount_as_of',
  },
  {
    up: migration_20261201_181231_inbox_titles_notes.up,
    down: migration_20261201_181231_inbox_titles_notes.down,
    name: '20261201_181231_inbox_titles_notes',
  },
  {
    up: migration_20261201_181303_landing_pages.up,
    down: migration_20261201_181303_landing_pages.down,
    name: '20261201_181303_landing_pages',
  },
  {
    up: migration_20261201_182821_editorial_workflow.up,
    down: migration_20261201_182821_editorial_workflow.down,
    name: '20261201_182821_editorial_workflow',
  },
  {
    up: migration_20261201_192228_merged_schema_2.up,
    down: migration_20261201_192228_merged_schema_2.down,
    name: '20261201_192228_merged_schema_2',
  },
  {
    up: migration_20261201_192940_pages_languages_workflow.up,
    down: migration_20261201_192940_pages_languages_workflow.down,
    name: '20261201_192940_pages_languages_workflow',
  },
  {
    up: migration_20261201_194233_merged_schema_3.up,
    down: migration_20261201_194233_merged_schema_3.down,
    name: '20261201_194233_merged_schema_3',
  },
  {
    up: migration_20261201_195523_merged_schema_4.up,
    down: migration_20261201_195523_merged_schema_4.down,
    name: '20261201_195523_merged_schema_4',
  },
  {
    up: migration_20261201_222150_cms_forms.up,
    down: migration_20261201_222150_cms_forms.down,
    name: '20261201_222150_cms_forms',
  },
  {
    up: migration_20261206_065945_headcount_date_with_figures.up,
    down: migration_20261206_065945_headcount_date_with_figures.down,
    name: '20261206_065945_headcount_date_with_figures'
  },
];
