import type { StorageCategory } from './storage-keys.ts';

export type ConsentCategory = Exclude<StorageCategory, 'necessary'>;
export type ConsentCheck = (category: ConsentCategory) => boolean;

// Until the consent dialog decides, nothing optional is stored (every key today is necessary).
let consented: ConsentCheck = () => false;

/** Where the consent dialog plugs in: it says which optional categories the visitor accepts. */
export function setStorageConsent(check: ConsentCheck): void {
  consented = check;
}

/** Whether a value of this category may be stored now: necessary ones always may. */
export function mayStore(category: StorageCategory): boolean {
  return category === 'necessary' || consented(category);
}
