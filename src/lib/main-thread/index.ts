export { nextTask } from './next-task';
