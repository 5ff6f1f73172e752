import { HelpCentre } from '@/features/help/help-centre';
import { helpTargetOfRoute } from '@/features/help/help-tree';
import { useCurrentRoute } from '@/lib/routes/route-context';

/** /help, /help_pay (/help/pay) and every fixed help route: the help centre opened at the route's article. */
export default function HelpPage() {
  const route = useCurrentRoute();
  return <HelpCentre target={helpTargetOfRoute(route?.route.name ?? 'help')} />;
}
