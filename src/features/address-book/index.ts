// The member centre's address book (/addr), and its address form, which checkout's 新增收货地址 uses too.
export { AddressForm, type AddressDraft } from './address-form';
