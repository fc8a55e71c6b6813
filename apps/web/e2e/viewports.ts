/** The browser tests' two screens: a small phone (the narrowest the frame is checked at) and a desktop. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
