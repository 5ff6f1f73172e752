export { HelpCentre } from './help-centre';
export { helpColumns, helpRouteOf, helpTargetOfRoute, resolveHelpArticle, type HelpColumn, type HelpTarget } from './help-tree';
