/** The ops feature's Payload jobs, assembled into the CMS config by payload.config.ts. */
export { enquiryRetentionTask } from '../retention'
