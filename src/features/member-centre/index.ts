// The member centre's public entry: the frame every account, wallet, order and self-service page is drawn in.
export { MemberCentreLayout } from './member-centre-layout';
