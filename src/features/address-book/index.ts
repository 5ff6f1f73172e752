// What other features take from the address book: its address form, which checkout's 新增收货地址 uses too (the book
// itself, /addr, is imported by its page).
export { AddressForm, type AddressDraft } from './address-form';
