import { HttpFeedback } from '../components/http-feedback';
import { SiteFooter } from '../features/footer/site-footer';
import { SessionLoader } from './session-loader';

export function App() {
  return (
    <>
      <SessionLoader />
      <main className="app-main" id="main" />
      <SiteFooter />
      <HttpFeedback />
    </>
  );
}
