import type { StorageBackend } from './safe-storage.ts';

/** A Web Storage area kept in a Map, its entries open to inspection: for tests. */
export function memoryStorage(initial: Record<string, string> = {}): StorageBackend & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** An area that refuses everything, as private modes and disabled cookies do. */
export const THROWING_STORAGE: StorageBackend = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('full');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};
