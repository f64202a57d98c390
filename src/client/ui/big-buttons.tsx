import { Link } from 'react-router';

/** The two big buttons: client download and the instructions guide (docs/product/site-shell.md). */
export function BigButtons() {
  return (
    <div className="big-buttons">
      <Link to="/download" className="big-button big-button--download">
        <img src="/img/ui/big-download.svg" width="48" height="48" alt="" />
        <span>
          <strong>Download</strong>
          <small>Full game client</small>
        </span>
      </Link>
      <Link to="/instructions" className="big-button big-button--guide">
        <img src="/img/ui/big-guide.svg" width="48" height="48" alt="" />
        <span>
          <strong>Instructions</strong>
          <small>Controls &amp; interface</small>
        </span>
      </Link>
    </div>
  );
}
