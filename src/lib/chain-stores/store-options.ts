/** A chain's store as a choice (采购统计 and 补货建议 let a head office pick one). */
export interface StoreOption {
  id: number;
  name: string;
}

/** The stores of a `listStores` answer read defensively: the entries with an id and a name, nothing else. */
export function storeOptions(data: unknown): StoreOption[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((s): s is StoreOption => typeof s === 'object' && s !== null && Number.isSafeInteger((s as { id?: unknown }).id) && typeof (s as { name?: unknown }).name === 'string')
    .map((s) => ({ id: s.id, name: s.name }));
}
