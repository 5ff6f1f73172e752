export { nextTask } from './next-task';
export { afterLoadWhenIdle } from './after-load';
