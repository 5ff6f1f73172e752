// The member home's public entry: /user, drawn from GET /api/user/summary.
export { MemberHome } from './member-home';
export { readSummary, warningText } from './member-home-rules';
