export { nextTask, runInTasks } from './run-in-tasks';
