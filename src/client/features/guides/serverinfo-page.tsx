import { usePageTitle } from '../../ui/use-page-title.ts';
import './guides.css';

/** /serverinfo: one image with the server's rates and schedule. */
function ServerInfoPage() {
  usePageTitle('Server Information');
  return (
    <section className="content-page guide" aria-labelledby="serverinfo-title">
      <h1 id="serverinfo-title" className="crumb">
        Server Information
      </h1>
      <img
        className="guide-image"
        src="/img/guides/server-info.svg"
        width="640"
        height="420"
        alt="Server information: EXP rate 10x, item drop rate 5x, gold drop rate 5x, level cap 255, three schools, Campus Wars on Saturdays at 21:00, server time GMT+08:00 (Manila)."
      />
    </section>
  );
}

export default ServerInfoPage;
