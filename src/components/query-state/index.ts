/**
 * A query's loading, failed (重新加载), not-found, empty and content states: `QueryState` (see its props), the
 * `QueryLike` it reads (a react-query result fits as it is), `combineQueries` for several calls reported as one, and
 * `readPage` for a paged answer of any shape.
 */
export { QueryState, type QueryStateProps, type QueryStateSize } from './query-state';
export { combineQueries, readFailure, FAILURE_TEXT, type QueryFailure, type QueryLike } from './query-failure';
export { readPage, type PagedAnswer } from './paged-answer';
