import { Link } from '../router/link.tsx';
import { iconSrc } from './icons.ts';

/** The two big buttons: client download and the instructions guide (docs/product/site-shell.md). */
export function BigButtons() {
  return (
    <div className="big-buttons">
      <Link to="/download" className="big-button big-button--download">
        <img src={iconSrc('big-download')} width="48" height="48" alt="" fetchPriority="low" />
        <span>
          <strong>Download</strong>
          <small>Full game client</small>
        </span>
      </Link>
      <Link to="/instructions" className="big-button big-button--guide">
        <img src={iconSrc('big-guide')} width="48" height="48" alt="" fetchPriority="low" />
        <span>
          <strong>Instructions</strong>
          <small>Controls &amp; interface</small>
        </span>
      </Link>
    </div>
  );
}
