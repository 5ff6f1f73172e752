// The member's basic information (/basic): contact, mobile and password.
export { BasicView } from './basic-view';
