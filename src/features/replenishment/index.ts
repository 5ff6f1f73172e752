// The public entry of 补货建议 (/bhjy).
export { ReplenishmentView } from './replenishment-view';
