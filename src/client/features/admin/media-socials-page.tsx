import { usePageTitle } from '../../ui/use-page-title.ts';
import { SocialForm } from './media-forms.tsx';
import { MediaListEditor } from './media-list-editor.tsx';

/** /admin/socials: the links of /socials (https only), in order. */
function SocialsConsolePage() {
  usePageTitle('Social links');
  return (
    <section aria-labelledby="socials-admin-title">
      <h1 id="socials-admin-title" className="crumb">
        Social links
      </h1>
      <p className="muted">The links of /socials, in this order. Each opens in a new tab.</p>
      <MediaListEditor
        kind="socials"
        noun="social link"
        empty="No social links yet. The page says so to players."
        summary={(s) => ({ title: s.name, detail: s.url })}
        Form={SocialForm}
      />
    </section>
  );
}

export default SocialsConsolePage;
