// The member centre's address book (/addr).
export { AddressBook } from './address-book';
