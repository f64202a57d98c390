import { useQuery } from '@tanstack/react-query';
import { serverInfoQueryOptions } from '../../api/media.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

/** /serverinfo: the sections the operator writes (rates, schedule ...), each a text and an optional picture. */
function ServerInfoPage() {
  usePageTitle('Server Information');
  const info = useQuery(serverInfoQueryOptions());
  return (
    <section className="content-page guide" aria-labelledby="serverinfo-title">
      <h1 id="serverinfo-title" className="crumb">
        Server Information
      </h1>
      {info.data === undefined && !info.isError && (
        <p role="status" className="muted">
          Loading server information…
        </p>
      )}
      {info.isError && info.data === undefined && (
        <p>The server information could not be loaded. Please try again later.</p>
      )}
      {info.data?.length === 0 && <p>No server information yet.</p>}
      {info.data?.map((section) => (
        <section key={section.id} className="serverinfo-section" aria-labelledby={`serverinfo-${section.id}`}>
          <h2 id={`serverinfo-${section.id}`}>{section.title}</h2>
          {section.image && (
            <img
              className="guide-image"
              src={section.image.url}
              width={section.image.width}
              height={section.image.height}
              alt=""
            />
          )}
          <SafeHtml className="serverinfo-text" html={section.html} />
        </section>
      ))}
    </section>
  );
}

export default ServerInfoPage;
