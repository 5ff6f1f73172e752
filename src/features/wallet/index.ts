// The wallet's public entry: the balance log (/yegl) and the points log (/jfgl).
export { MoneyLogView } from './money-log';
export { PointsLogView } from './points-log';
