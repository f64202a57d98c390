import { useT } from '../i18n/language.tsx';
import { Link } from '../router/link.tsx';
import { iconSrc } from './icons.ts';

/**
 * The two big buttons: client download and the instructions guide (docs/product/site-shell.md). In every
 * page's first chunk, so their messages are the shell's.
 */
export function BigButtons() {
  const t = useT();
  return (
    <div className="big-buttons">
      <Link to="/download" className="big-button big-button--download">
        <img src={iconSrc('big-download')} width="48" height="48" alt="" fetchPriority="low" />
        <span>
          <strong>{t('menu.download')}</strong>
          <small>{t('shell.downloadNote')}</small>
        </span>
      </Link>
      <Link to="/instructions" className="big-button big-button--guide">
        <img src={iconSrc('big-guide')} width="48" height="48" alt="" fetchPriority="low" />
        <span>
          <strong>{t('shell.instructions')}</strong>
          <small>{t('shell.instructionsNote')}</small>
        </span>
      </Link>
    </div>
  );
}
