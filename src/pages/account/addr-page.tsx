import { AddressBook } from '@/features/address-book/address-book';

/** /addr (收货地址), drawn in the member centre. */
export default function AddrPage() {
  return <AddressBook />;
}
