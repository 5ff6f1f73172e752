export { nextTask } from './next-task';
export { afterLoadWhenIdle, appDrawn, DRAWN_WAIT_MS, resetAppDrawn } from './after-load';
