export {
  DEVICE_CLASS_NAMES,
  deviceClassList,
  deviceFromHeaders,
  deviceFromUserAgent,
  type DeviceClasses,
  type DeviceClassName,
  type DeviceInfo,
  type DeviceSource,
} from './detect'
