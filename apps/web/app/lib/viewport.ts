export const DEFAULT_VIEWPORT = 'width=device-width, initial-scale=1';
/** Landscape phones with little height get a fixed desktop-width viewport (spec/shell.md section 4). */
export const LANDSCAPE_PHONE_VIEWPORT = 'width=1024';
const LANDSCAPE_PHONE_MAX_HEIGHT = 601;

export function viewportContent(device: { touch: boolean; landscape: boolean; availHeight: number }): string {
  return device.touch && device.landscape && device.availHeight < LANDSCAPE_PHONE_MAX_HEIGHT ? LANDSCAPE_PHONE_VIEWPORT : DEFAULT_VIEWPORT;
}
