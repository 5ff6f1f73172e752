export { HelpCentre } from './help-centre';
export { helpColumns, helpRouteOf, helpTargetOfRoute, resolveHelpArticle } from './help-tree';
