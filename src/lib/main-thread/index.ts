export { nextTask } from './next-task';
export { afterLoadWhenIdle, appDrawn, resetAppDrawn } from './after-load';
