import type { AccountRecord, AddressRecord } from './types';

/** An address as one line: 河北省石家庄市长安区中山东路 1 号; a municipality is not repeated (北京市朝阳区…, not 北京市北京市). */
export function addressText(a: Pick<AddressRecord, 'province' | 'city' | 'district' | 'detail'>): string {
  const city = a.city === a.province ? '' : a.city;
  return `${a.province}${city}${a.district}${a.detail}`;
}

/** The account's default delivery address, else its first, else none. */
export function defaultAddress(account: AccountRecord): AddressRecord | null {
  return account.addresses.find((a) => a.isDefault === 1) ?? account.addresses[0] ?? null;
}
