/** Device views of the editor. */
export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;

/** One of {@link DEVICE_VIEWS}. */
export type DeviceView = (typeof DEVICE_VIEWS)[number];
